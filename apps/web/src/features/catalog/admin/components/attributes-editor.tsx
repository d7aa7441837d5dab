import { useRef, useState, type FormEvent } from 'react';
import {
  ATTRIBUTE_KIND_LABELS,
  ATTRIBUTE_KINDS,
  type Attribute,
  type AttributeKind,
} from '@shop/contracts/plain';
import { Form } from '../../../../components/form';
import { ApiClientError } from '../../../../lib/api-client';
import { errorDialog, openDialog } from '../../../../lib/dialog';
import { toPersianDigits } from '../../../../lib/format';
import { useCreateAttribute } from '../api/create-attribute';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useAttributes } from '../../../../shell/api/list-attributes';
import { useReorderAttributes } from '../api/reorder-attributes';
import { useUpdateAttribute } from '../api/update-attribute';
import { DeleteButton } from '../../../../components/admin/admin-table';
import { Field, isBlank } from '../../../../components/admin/form-parts';

/** One value of a list as the form holds it: a stored one keeps its id, so renaming it keeps its products. */
interface OptionDraft {
  key: string;
  _id?: string;
  value: string;
}

interface AttributeDraft {
  name: string;
  kind: AttributeKind;
  unit: string;
  options: OptionDraft[];
  filterable: boolean;
}

type DraftErrors = Partial<Record<'name' | 'unit' | 'options' | 'filterable' | 'kind', string>>;

let drafted = 0;
const newOption = (value = ''): OptionDraft => ({ key: `option-${++drafted}`, value });

const draftOf = (attribute?: Attribute): AttributeDraft => ({
  name: attribute?.name ?? '',
  kind: attribute?.kind ?? 'number',
  unit: attribute?.unit ?? '',
  options: attribute?.options.map((option) => ({ key: option._id, ...option })) ?? [newOption(), newOption()],
  filterable: attribute?.filterable ?? false,
});

/** What the API gets: a unit only for numbers, the list only for lists (empty lines left out). */
function bodyOf(draft: AttributeDraft) {
  const options = draft.options
    .filter((option) => !isBlank(option.value))
    .map(({ _id, value }) => ({ ...(_id && { _id }), value: value.trim() }));
  return {
    name: draft.name.trim(),
    unit: draft.kind === 'number' ? draft.unit.trim() : undefined,
    options: draft.kind === 'option' ? options : undefined,
    filterable: draft.kind === 'text' ? false : draft.filterable,
  };
}

function checkDraft(draft: AttributeDraft): DraftErrors {
  const found: DraftErrors = {};
  if (isBlank(draft.name)) found.name = 'نام ویژگی الزامی است';
  if (draft.kind === 'option' && draft.options.every((option) => isBlank(option.value)))
    found.options = 'حداقل یک مقدار برای فهرست وارد کنید';
  return found;
}

/** The API's field problems (`options.2.value` is the list's), beside the form's fields. */
function errorsOf(error: unknown): DraftErrors {
  if (!(error instanceof ApiClientError) || !error.details) return {};
  const found: DraftErrors = {};
  for (const [field, message] of Object.entries(error.details)) {
    const key = field.split('.')[0] as keyof DraftErrors;
    found[key] ??= message;
  }
  return found;
}

/** The values of a list: each renamed in place, removed, or added at the end. */
function OptionsEditor({
  options,
  error,
  onChange,
}: {
  options: OptionDraft[];
  error?: string;
  onChange: (options: OptionDraft[]) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const add = () => {
    onChange([...options, newOption()]);
    // The new line takes the focus, so the admin types on.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };
  return (
    <fieldset className="field">
      <legend>مقدارهای فهرست</legend>
      <ol className="option-list" ref={list}>
        {options.map((option, index) => (
          <li key={option.key}>
            <input
              aria-label={`مقدار ${toPersianDigits(index + 1)}`}
              value={option.value}
              onChange={(event) =>
                onChange(
                  options.map((other) =>
                    other === option ? { ...other, value: event.target.value } : other,
                  ),
                )
              }
            />
            <button
              type="button"
              className="text-button danger"
              aria-label={`حذف مقدار ${toPersianDigits(index + 1)}`}
              onClick={() => onChange(options.filter((other) => other !== option))}
            >
              حذف
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="text-button" onClick={add}>
        افزودن مقدار
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The fields of an attribute, for a new one or an edit (whose kind stays as it was created). */
function AttributeForm({
  attribute,
  submitLabel,
  onSave,
  onCancel,
}: {
  attribute?: Attribute;
  submitLabel: string;
  onSave: (draft: AttributeDraft) => Promise<{ message: string }>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(attribute));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const edit = (patch: Partial<AttributeDraft>, field?: keyof DraftErrors) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await onSave(draft);
      if (!attribute) setDraft(draftOf());
      await openDialog({ title: 'ذخیره شد', message: answer.message, icon: 'success' });
    } catch (error) {
      setErrors(errorsOf(error));
      await errorDialog(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form className="form attribute-form" onSubmit={submit}>
      <Field label="نام ویژگی" error={errors.name}>
        {(id) => (
          <input id={id} value={draft.name} onChange={(e) => edit({ name: e.target.value }, 'name')} />
        )}
      </Field>
      {attribute ? (
        <p className="hint">نوع: {ATTRIBUTE_KIND_LABELS[attribute.kind]} (پس از ساخت تغییر نمی‌کند)</p>
      ) : (
        <Field label="نوع" error={errors.kind}>
          {(id) => (
            <select
              id={id}
              value={draft.kind}
              onChange={(e) => edit({ kind: e.target.value as AttributeKind }, 'kind')}
            >
              {ATTRIBUTE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ATTRIBUTE_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {draft.kind === 'number' && (
        <Field label="واحد (اختیاری)" error={errors.unit}>
          {(id) => (
            <input
              id={id}
              value={draft.unit}
              placeholder="مثلاً آمپر یا میلی‌متر مربع"
              onChange={(e) => edit({ unit: e.target.value }, 'unit')}
            />
          )}
        </Field>
      )}
      {draft.kind === 'option' && (
        <OptionsEditor
          options={draft.options}
          error={errors.options}
          onChange={(options) => edit({ options }, 'options')}
        />
      )}
      {draft.kind !== 'text' && (
        <label className="field-inline checkbox">
          <input
            type="checkbox"
            checked={draft.filterable}
            onChange={(e) => edit({ filterable: e.target.checked }, 'filterable')}
          />
          <span>نمایش در فیلترهای فهرست محصولات</span>
        </label>
      )}
      {errors.filterable && (
        <p className="field-error" role="alert">
          {errors.filterable}
        </p>
      )}
      <div className="form-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'در حال ذخیره...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="text-button" onClick={onCancel}>
            انصراف
          </button>
        )}
      </div>
    </Form>
  );
}

/** What removing an attribute takes along, said before it is removed. */
export const attributeDeleteWarning = (productCount: number) =>
  productCount > 0
    ? `${toPersianDigits(productCount)} محصول برای این ویژگی مقدار دارند؛ این مقدارها هم پاک می‌شوند.`
    : 'هیچ محصولی برای این ویژگی مقدار ندارد.';

/** A line of the list: what the attribute is, how many products hold a value, and what can be done to it. */
function AttributeSummary({ attribute }: { attribute: Attribute }) {
  const details = [
    ATTRIBUTE_KIND_LABELS[attribute.kind],
    attribute.unit && `واحد: ${attribute.unit}`,
    attribute.kind === 'option' && `مقدارها: ${attribute.options.map((option) => option.value).join('، ')}`,
    attribute.filterable && 'فیلتر',
  ].filter(Boolean);
  return (
    <div className="attribute-summary">
      <strong>{attribute.name}</strong>
      <span className="hint">{details.join(' · ')}</span>
      <span className="hint">{toPersianDigits(attribute.productCount)} محصول مقدار دارند</span>
    </div>
  );
}

/**
 * A category's specification attributes on its edit screen: added, renamed, moved up or down (the
 * order of the product page's table), and removed after a question that says how many products lose
 * a value. Each change is saved at once.
 */
export function AttributesEditor({ categoryId }: { categoryId: string }) {
  const list = useAttributes(categoryId);
  const create = useCreateAttribute();
  const update = useUpdateAttribute();
  const reorder = useReorderAttributes();
  const remove = useDeleteAttribute();
  const [editing, setEditing] = useState<string | null>(null);
  const [moved, setMoved] = useState('');

  const move = async (attributes: Attribute[], index: number, step: -1 | 1) => {
    const ids = attributes.map((attribute) => attribute._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + step, 0, id!);
    try {
      await reorder.mutateAsync({ categoryId, ids });
      setMoved(`«${attributes[index]!.name}» به ردیف ${toPersianDigits(index + step + 1)} رفت`);
    } catch (error) {
      await errorDialog(error);
    }
  };

  return (
    <section className="panel form-panel wide" aria-labelledby="attributes-title">
      <h2 id="attributes-title">مشخصات فنی محصولات این دسته‌بندی</h2>
      <p className="hint">
        هر محصول این دسته‌بندی برای این ویژگی‌ها مقدار می‌گیرد؛ ترتیب این فهرست، ترتیب جدول مشخصات در صفحه
        محصول است.
      </p>
      {!list.data ? (
        <p>در حال بارگذاری...</p>
      ) : list.data.attributes.length === 0 ? (
        <p>هنوز ویژگی‌ای تعریف نشده است.</p>
      ) : (
        <ol className="attribute-list">
          {list.data.attributes.map((attribute, index, attributes) => (
            <li key={attribute._id}>
              {editing === attribute._id ? (
                <AttributeForm
                  attribute={attribute}
                  submitLabel="ذخیره ویژگی"
                  onCancel={() => setEditing(null)}
                  onSave={async (draft) => {
                    const answer = await update.mutateAsync({ id: attribute._id, body: bodyOf(draft) });
                    setEditing(null);
                    return answer;
                  }}
                />
              ) : (
                <>
                  <AttributeSummary attribute={attribute} />
                  <div className="row-actions">
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`بردن «${attribute.name}» به بالا`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(attributes, index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`بردن «${attribute.name}» به پایین`}
                      disabled={index === attributes.length - 1 || reorder.isPending}
                      onClick={() => move(attributes, index, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="text-button"
                      aria-label={`ویرایش ${attribute.name}`}
                      onClick={() => setEditing(attribute._id)}
                    >
                      ویرایش
                    </button>
                    <DeleteButton
                      title={`ویژگی «${attribute.name}»`}
                      label={`حذف ${attribute.name}`}
                      warning={attributeDeleteWarning(attribute.productCount)}
                      remove={() => remove.mutateAsync(attribute._id)}
                    />
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {moved}
      </p>
      <h3>افزودن ویژگی</h3>
      <AttributeForm
        submitLabel="افزودن ویژگی"
        onSave={(draft) => create.mutateAsync({ categoryId, body: { ...bodyOf(draft), kind: draft.kind } })}
      />
    </section>
  );
}
