import { useState, type FormEvent } from 'react';
import {
  categoryName,
  type PriceChangePreview as Preview,
  type PriceChangeRuleInput,
} from '@shop/contracts/plain';
import { SubmitButton } from '../../../components/submit-button';
import { Form } from '../../../components/form';
import { ApiClientError } from '../../../lib/api-client';
import { confirmDialog, errorDialog, openDialog } from '../../../lib/dialog';
import { formatNumber } from '../../../lib/format';
import { useCategories } from '../../../shell/api/list-categories';
import { useApplyPriceChange } from '../api/apply-price-change';
import { usePreviewPriceChange } from '../api/preview-price-change';
import { Field } from './form-parts';
import {
  draftErrorsOf,
  EMPTY_DRAFT,
  ruleOfDraft,
  type DraftErrors,
  type PriceChangeDraft,
} from './price-change-draft';
import { PriceChangePreview } from './price-change-preview';
import { PriceField } from './product-fields';

type Edit = (patch: Partial<PriceChangeDraft>) => void;

/** One choice of a radio group, as a finger-sized label. */
function Choice({
  name,
  checked,
  label,
  onChoose,
}: {
  name: string;
  checked: boolean;
  label: string;
  onChoose: () => void;
}) {
  return (
    <label className="field-inline choice">
      <input type="radio" name={name} checked={checked} onChange={onChoose} /> {label}
    </label>
  );
}

/** Which products: a category, a price range, a stock state and a part of the title, all optional. */
function SelectionFields({
  draft,
  errors,
  edit,
}: {
  draft: PriceChangeDraft;
  errors: DraftErrors;
  edit: Edit;
}) {
  const { data } = useCategories();
  return (
    <fieldset className="form">
      <legend>کدام محصولات؟</legend>
      <p className="hint">هر شرطی که خالی بماند همه محصولات را می‌پذیرد.</p>
      <Field label="دسته‌بندی" error={errors.categoryId}>
        {(id) => (
          <select
            id={id}
            value={draft.categoryId}
            onChange={(event) => edit({ categoryId: event.target.value })}
          >
            <option value="">همه دسته‌بندی‌ها</option>
            {data?.categories.map((category) => (
              <option key={category._id} value={category._id}>
                {categoryName(category.title)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="form-columns">
        <PriceField
          label="حداقل قیمت (تومان)"
          value={draft.minPrice}
          error={errors.minPrice}
          showAmount
          onChange={(minPrice) => edit({ minPrice })}
        />
        <PriceField
          label="حداکثر قیمت (تومان)"
          value={draft.maxPrice}
          error={errors.maxPrice}
          showAmount
          onChange={(maxPrice) => edit({ maxPrice })}
        />
      </div>
      <Field label="موجودی" error={errors.stock}>
        {(id) => (
          <select
            id={id}
            value={draft.stock}
            onChange={(event) => edit({ stock: event.target.value as PriceChangeDraft['stock'] })}
          >
            <option value="">موجود و ناموجود</option>
            <option value="in-stock">فقط موجودها</option>
            <option value="out-of-stock">فقط ناموجودها</option>
          </select>
        )}
      </Field>
      <Field label="عنوان شامل" error={errors.q}>
        {(id) => (
          <input
            id={id}
            type="search"
            value={draft.q}
            onChange={(event) => edit({ q: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** What happens to each price: up or down, by a percentage or a fixed amount, rounding, the old price. */
function ChangeFields({ draft, errors, edit }: { draft: PriceChangeDraft; errors: DraftErrors; edit: Edit }) {
  const down = draft.direction === 'down';
  return (
    <fieldset className="form">
      <legend>چه تغییری؟</legend>
      <div className="form-columns">
        <fieldset className="field">
          <legend>جهت</legend>
          <Choice
            name="direction"
            label="افزایش"
            checked={!down}
            onChoose={() => edit({ direction: 'up' })}
          />
          <Choice name="direction" label="کاهش" checked={down} onChoose={() => edit({ direction: 'down' })} />
        </fieldset>
        <fieldset className="field">
          <legend>به اندازه</legend>
          <Choice
            name="by"
            label="درصد"
            checked={draft.by === 'percent'}
            onChoose={() => edit({ by: 'percent' })}
          />
          <Choice
            name="by"
            label="مبلغ ثابت (تومان)"
            checked={draft.by === 'amount'}
            onChoose={() => edit({ by: 'amount' })}
          />
        </fieldset>
      </div>
      {draft.by === 'percent' ? (
        <Field label="درصد تغییر" error={errors.value}>
          {(id) => (
            <input
              id={id}
              inputMode="decimal"
              dir="ltr"
              value={draft.value}
              onChange={(event) => edit({ value: event.target.value })}
            />
          )}
        </Field>
      ) : (
        <PriceField
          label="مبلغ تغییر (تومان)"
          value={draft.value}
          error={errors.value}
          showAmount
          onChange={(value) => edit({ value })}
        />
      )}
      <Field label="گرد کردن قیمت تازه" error={errors.roundTo}>
        {(id) => (
          <select
            id={id}
            value={draft.roundTo}
            onChange={(event) => edit({ roundTo: event.target.value as PriceChangeDraft['roundTo'] })}
          >
            <option value="">بدون گرد کردن (تا تومان)</option>
            <option value="1000">به نزدیک‌ترین ۱٬۰۰۰ تومان</option>
            <option value="10000">به نزدیک‌ترین ۱۰٬۰۰۰ تومان</option>
          </select>
        )}
      </Field>
      <label className="field-inline checkbox choice">
        <input
          type="checkbox"
          checked={down && draft.moveToOriginalPrice}
          disabled={!down}
          aria-describedby="move-hint"
          onChange={(event) => edit({ moveToOriginalPrice: event.target.checked })}
        />
        <span>قیمت فعلی هر محصول «قیمت قبل از تخفیف» آن شود</span>
      </label>
      <p id="move-hint" className="hint">
        {down
          ? 'قیمت پیشین خط‌خورده کنار قیمت تازه نمایش داده می‌شود.'
          : 'فقط هنگام کاهش قیمت؛ در افزایش، «قیمت قبل از تخفیف» دست نمی‌خورد.'}
      </p>
      {errors.moveToOriginalPrice && <p className="field-error">{errors.moveToOriginalPrice}</p>}
    </fieldset>
  );
}

/**
 * The bulk price change: choose, preview, apply. The preview belongs to the rule it was made for; any
 * edit of the form hides it until the next preview, so what is applied is always what was previewed.
 */
export function PriceChangeForm() {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [previewed, setPreviewed] = useState<{
    rule: PriceChangeRuleInput;
    draft: PriceChangeDraft;
    answer: Preview;
  }>();
  const preview = usePreviewPriceChange();
  const apply = useApplyPriceChange();
  const edit: Edit = (patch) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const rest = { ...current };
      for (const field of Object.keys(patch)) delete rest[field as keyof DraftErrors];
      return rest;
    });
  };

  const showProblem = async (error: unknown) => {
    if (error instanceof ApiClientError) setErrors(draftErrorsOf(error.details));
    await errorDialog(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = ruleOfDraft(draft);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    try {
      const answer = await preview.mutateAsync(read.rule);
      setPreviewed({ rule: read.rule, draft, answer });
    } catch (error) {
      await showProblem(error);
    }
  };

  const applyPreviewed = async () => {
    if (!previewed) return;
    const sure = await confirmDialog({
      title: `قیمت ${formatNumber(previewed.answer.changing)} محصول تغییر کند؟`,
      message: 'پس از اعمال، این تغییر در فهرست تغییرهای اخیر می‌آید و می‌توان آن را بازگرداند.',
      confirmText: 'بله، اعمال شود',
      cancelText: 'انصراف',
    });
    if (!sure) return;
    try {
      const answer = await apply.mutateAsync(previewed.rule);
      setPreviewed(undefined);
      await openDialog({ title: 'قیمت‌ها تغییر کرد', message: answer.message, icon: 'success' });
    } catch (error) {
      await showProblem(error);
    }
  };

  const current = previewed?.draft === draft ? previewed : undefined;
  return (
    <>
      <Form className="form panel form-panel wide price-change-form" onSubmit={submit}>
        <SelectionFields draft={draft} errors={errors} edit={edit} />
        <ChangeFields draft={draft} errors={errors} edit={edit} />
        <SubmitButton busy={preview.isPending} label="پیش‌نمایش" busyLabel="در حال محاسبه..." />
      </Form>
      {current && (
        <PriceChangePreview
          preview={current.answer}
          busy={apply.isPending}
          onApply={() => void applyPreviewed()}
        />
      )}
    </>
  );
}
