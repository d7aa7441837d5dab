import { useState, type FormEvent } from 'react';
import {
  type PriceChangePreview as Preview,
  type PriceChangePreviewRequestInput,
} from '@shop/contracts/plain';
import { SubmitButton } from '../../../../components/submit-button';
import { Form } from '../../../../components/form';
import { ApiClientError } from '../../../../lib/api-client';
import { confirmDialog, errorDialog, openDialog } from '../../../../lib/dialog';
import { formatNumber } from '../../../../lib/format';
import { useApplyPriceChange } from '../api/apply-price-change';
import { usePreviewPriceChange } from '../api/preview-price-change';
import { Field, STOCK_CHOICES } from '../../../../components/admin/form-parts';
import {
  draftErrorsOf,
  EMPTY_DRAFT,
  ruleOfDraft,
  type DraftErrors,
  type PriceChangeDraft,
} from './price-change-draft';
import { PriceChangePreview, type PreviewActions } from './price-change-preview';
import { BrandSelect, CategorySelect, PriceField } from '../../../../components/admin/catalog-fields';
import { useGroups } from '../../../../shell/api/customer-groups';

type Edit = (patch: Partial<PriceChangeDraft>) => void;
/** What each part of the form reads and writes. */
interface FormProps {
  draft: PriceChangeDraft;
  errors: DraftErrors;
  edit: Edit;
}

const PRICE_RANGE = [
  ['minPrice', 'حداقل قیمت (تومان)'],
  ['maxPrice', 'حداکثر قیمت (تومان)'],
] as const;

const ROUNDING_CHOICES = [
  ['', 'بدون گرد کردن (تا تومان)'],
  ['1000', 'به نزدیک‌ترین ۱٬۰۰۰ تومان'],
  ['10000', 'به نزدیک‌ترین ۱۰٬۰۰۰ تومان'],
] as const;

/** A field of the form chosen from a short list. */
function DraftSelect<Name extends 'stock' | 'roundTo'>({
  field,
  label,
  options,
  draft,
  errors,
  edit,
}: FormProps & {
  field: Name;
  label: string;
  options: readonly (readonly [PriceChangeDraft[Name], string])[];
}) {
  return (
    <Field label={label} error={errors[field]}>
      {(id) => (
        <select id={id} value={draft[field]} onChange={(event) => edit({ [field]: event.target.value })}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

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

/** Which products: a category, a brand, a price range, a stock state and a part of the title, all optional. */
function SelectionFields(form: FormProps) {
  const { draft, errors, edit } = form;
  return (
    <fieldset className="form">
      <legend>کدام محصولات؟</legend>
      <p className="hint">هر شرطی که خالی بماند همه محصولات را می‌پذیرد.</p>
      <CategorySelect
        label="دسته‌بندی"
        none="همه دسته‌بندی‌ها"
        value={draft.categoryId}
        error={errors.categoryId}
        onChange={(categoryId) => edit({ categoryId })}
      />
      <BrandSelect
        label="برند"
        none="همه برندها"
        value={draft.brandId}
        error={errors.brandId}
        onChange={(brandId) => edit({ brandId })}
      />
      <div className="form-columns">
        {PRICE_RANGE.map(([field, label]) => (
          <PriceField
            key={field}
            label={label}
            value={draft[field]}
            error={errors[field]}
            showAmount
            onChange={(price) => edit({ [field]: price })}
          />
        ))}
      </div>
      <DraftSelect field="stock" label="موجودی" options={STOCK_CHOICES} {...form} />
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
      <Field label="فقط تنوع‌هایی با مقدار" error={errors.optionValue}>
        {(id) => (
          <>
            <input
              id={id}
              aria-describedby={`${id}-hint`}
              value={draft.optionValue}
              onChange={(event) => edit({ optionValue: event.target.value })}
            />
            <p className="hint" id={`${id}-hint`}>
              مثلاً ۲٫۵ برای همه‌ی سیم‌های ۲٫۵ میلی‌متری؛ خالی: همه‌ی تنوع‌ها
            </p>
          </>
        )}
      </Field>
    </fieldset>
  );
}

/** Whose prices: the shop's, or a customer group's fixed prices («قیمت همکار»). */
function PriceListField({ draft, errors, edit }: FormProps) {
  const groups = useGroups().data?.groups ?? [];
  return (
    <Field label="کدام قیمت؟" error={errors.priceList}>
      {(id) => (
        <>
          <select
            id={id}
            aria-describedby={`${id}-hint`}
            value={draft.priceList}
            onChange={(event) => edit({ priceList: event.target.value })}
          >
            <option value="">قیمت فروشگاه</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                قیمت ثابت گروه «{group.name}»
              </option>
            ))}
          </select>
          <p className="hint" id={`${id}-hint`}>
            {draft.priceList
              ? 'فقط تنوع‌هایی که در این گروه قیمت ثابت دارند تغییر می‌کنند؛ بقیه با درصد گروه از قیمت فروشگاه پیروی می‌کنند.'
              : 'قیمتی که همه می‌بینند؛ قیمت گروه‌ها با درصدشان از آن پیروی می‌کند.'}
          </p>
        </>
      )}
    </Field>
  );
}

/** What happens to each price: up or down, by a percentage or a fixed amount, rounding, the old price. */
function ChangeFields(form: FormProps) {
  const { draft, errors, edit } = form;
  const down = draft.direction === 'down';
  const percent = draft.by === 'percent';
  const shopPrices = !draft.priceList;
  return (
    <fieldset className="form">
      <legend>چه تغییری؟</legend>
      <PriceListField {...form} />
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
          <Choice name="by" label="درصد" checked={percent} onChoose={() => edit({ by: 'percent' })} />
          <Choice
            name="by"
            label="مبلغ ثابت (تومان)"
            checked={!percent}
            onChoose={() => edit({ by: 'amount' })}
          />
        </fieldset>
      </div>
      <PriceField
        label={percent ? 'درصد تغییر' : 'مبلغ تغییر (تومان)'}
        inputMode={percent ? 'decimal' : 'numeric'}
        value={draft.value}
        error={errors.value}
        showAmount={!percent}
        onChange={(value) => edit({ value })}
      />
      <DraftSelect field="roundTo" label="گرد کردن قیمت تازه" options={ROUNDING_CHOICES} {...form} />
      {down ? (
        <label className="field-inline checkbox choice">
          <input
            type="checkbox"
            checked={shopPrices && draft.moveToOriginalPrice}
            disabled={!shopPrices}
            aria-describedby="original-hint"
            onChange={(event) => edit({ moveToOriginalPrice: event.target.checked })}
          />
          <span>قیمت فعلی هر محصول «قیمت قبل از تخفیف» آن شود</span>
        </label>
      ) : (
        <label className="field-inline checkbox choice">
          <input
            type="checkbox"
            checked={shopPrices && draft.raiseOriginalPrice}
            disabled={!shopPrices}
            aria-describedby="original-hint"
            onChange={(event) => edit({ raiseOriginalPrice: event.target.checked })}
          />
          <span>«قیمت قبل از تخفیف» هم به همین اندازه بالا برود</span>
        </label>
      )}
      <p id="original-hint" className="hint">
        {!shopPrices
          ? 'فقط برای قیمت فروشگاه؛ قیمت گروه‌ها «قیمت قبل از تخفیف» ندارد.'
          : down
            ? 'قیمت پیشین خط‌خورده کنار قیمت تازه نمایش داده می‌شود.'
            : 'تا تخفیف محصولات تخفیف‌دار بماند؛ وگرنه قیمتی که از «قیمت قبل از تخفیف» بگذرد تخفیف را از بین می‌برد.'}
      </p>
      {(errors.moveToOriginalPrice ?? errors.raiseOriginalPrice) && (
        <p className="field-error">{errors.moveToOriginalPrice ?? errors.raiseOriginalPrice}</p>
      )}
    </fieldset>
  );
}

/** What a preview was made from: the rule (with the rows the admin unticked and the page shown) and the form. */
interface Previewed {
  request: PriceChangePreviewRequestInput;
  draft: PriceChangeDraft;
  answer: Preview;
}

/**
 * The bulk price change: choose, preview, apply. The preview belongs to the rule it was made for; any
 * edit of the form hides it until the next preview, so what is applied is always what was previewed (the
 * apply carries the preview's fingerprint, and the server refuses it once the prices have changed).
 * Unticking a row or turning the page asks for the preview again, with the same form.
 */
export function PriceChangeForm() {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [previewed, setPreviewed] = useState<Previewed>();
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

  const previewOf = async (request: PriceChangePreviewRequestInput, from: PriceChangeDraft) => {
    try {
      setPreviewed({ request, draft: from, answer: await preview.mutateAsync(request) });
    } catch (error) {
      await showProblem(error);
    }
  };

  /** The form read as a rule, with what the last preview unticked; its problems beside the fields. */
  const requestOf = (from: PriceChangeDraft) => {
    const read = ruleOfDraft(from);
    if ('errors' in read) {
      setErrors(read.errors);
      return undefined;
    }
    return { ...read.rule, excluded: previewed?.request.excluded ?? [], page: 1 };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(draft);
    if (request) await previewOf(request, draft);
  };

  const actions: PreviewActions = {
    onApply: () => void applyPreviewed(),
    onToggle: (variantId, excluded) => {
      if (!previewed) return;
      const others = (previewed.request.excluded ?? []).filter((id) => id !== variantId);
      const request = { ...previewed.request, excluded: excluded ? [...others, variantId] : others };
      // The tick follows the finger at once; the counts and the apply wait for the new preview.
      const rows = previewed.answer.rows.map((row) => (row._id === variantId ? { ...row, excluded } : row));
      setPreviewed({ ...previewed, answer: { ...previewed.answer, rows } });
      void previewOf(request, previewed.draft);
    },
    onPage: (page) => previewed && void previewOf({ ...previewed.request, page }, previewed.draft),
    onRaiseOriginalPrice: () => {
      const raised = { ...draft, raiseOriginalPrice: true };
      setDraft(raised);
      const request = requestOf(raised);
      if (request) void previewOf(request, raised);
    },
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
    const { page: _page, ...rule } = previewed.request;
    try {
      const answer = await apply.mutateAsync({ ...rule, fingerprint: previewed.answer.fingerprint });
      setPreviewed(undefined);
      await openDialog({ title: 'قیمت‌ها تغییر کرد', message: answer.message, icon: 'success' });
    } catch (error) {
      // 409: the prices changed since this preview, which is no longer what would be applied.
      if (error instanceof ApiClientError && error.status === 409) setPreviewed(undefined);
      await showProblem(error);
    }
  };

  const current = previewed?.draft === draft ? previewed : undefined;
  const parts = { draft, errors, edit };
  return (
    <>
      <Form className="form panel form-panel wide price-change-form" onSubmit={submit}>
        <SelectionFields {...parts} />
        <ChangeFields {...parts} />
        <SubmitButton busy={preview.isPending} label="پیش‌نمایش" busyLabel="در حال محاسبه..." />
      </Form>
      {current && (
        <PriceChangePreview
          preview={current.answer}
          busy={apply.isPending || preview.isPending}
          actions={actions}
        />
      )}
    </>
  );
}
