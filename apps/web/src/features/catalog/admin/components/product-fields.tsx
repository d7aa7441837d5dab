import { useRef } from 'react';
import type { Attribute } from '@shop/contracts/plain';
import { parseDecimal, specText } from '@shop/persian';
import { FilePicker } from '../../../../components/admin/file-picker';
import { Field, IMAGE_TYPES } from '../../../../components/admin/form-parts';
import { GalleryEditor, type GalleryItem } from './gallery-editor';

export function StockChoice({
  inStock,
  onChange,
}: {
  inStock: boolean;
  onChange: (inStock: boolean) => void;
}) {
  return (
    <fieldset className="field">
      <legend>موجودی</legend>
      <label className="field-inline">
        <input type="radio" name="stock" checked={inStock} onChange={() => onChange(true)} /> موجود
      </label>
      <label className="field-inline">
        <input type="radio" name="stock" checked={!inStock} onChange={() => onChange(false)} /> ناموجود
      </label>
    </fieldset>
  );
}

/** The gallery: more files can be chosen at any time, and the images put in order or removed. */
export function GalleryField({
  items,
  error,
  onChange,
}: {
  items: GalleryItem[];
  error?: string;
  onChange: (items: GalleryItem[]) => void;
}) {
  const chosenFiles = useRef(0);
  return (
    <Field label="گالری تصاویر" error={error}>
      {(id) => (
        <>
          <FilePicker
            id={id}
            multiple
            accept={IMAGE_TYPES}
            action="افزودن عکس"
            chosen={items.flatMap((item) => (item.file ? [item.file.name] : []))}
            empty="عکس تازه‌ای انتخاب نشده است"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              onChange([
                ...items,
                ...files.map((file) => ({ key: `chosen-${++chosenFiles.current}`, file })),
              ]);
              // Emptied, so the list below is the one record of the chosen files and more can be added.
              event.target.value = '';
            }}
          />
          <GalleryEditor items={items} onChange={onChange} />
        </>
      )}
    </Field>
  );
}

/** One value of the specification, as its attribute's kind asks: a number with its unit, a list, yes/no, text. */
function SpecField({
  attribute,
  value,
  error,
  onChange,
}: {
  attribute: Attribute;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { name, kind, unit, options } = attribute;
  const number = kind === 'number' && value.trim() ? parseDecimal(value) : null;
  return (
    <Field label={unit ? `${name} (${unit})` : name} error={error}>
      {(id) =>
        kind === 'number' ? (
          <>
            <span className="with-unit">
              <input
                id={id}
                inputMode="decimal"
                dir="ltr"
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
              {unit && (
                <span className="unit" aria-hidden="true">
                  {unit}
                </span>
              )}
            </span>
            {number !== null && <p className="hint">{specText({ kind, unit, value: number })}</p>}
          </>
        ) : kind === 'text' ? (
          <input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">—</option>
            {kind === 'boolean' ? (
              <>
                <option value="true">دارد / بله</option>
                <option value="false">ندارد / خیر</option>
              </>
            ) : (
              options.map((option) => (
                <option key={option._id} value={option._id}>
                  {option.value}
                </option>
              ))
            )}
          </select>
        )
      }
    </Field>
  );
}

/**
 * The specification of the product: a field for each attribute of its category, in the category's
 * order, once they have loaded (nothing without a category). A category without attributes says where
 * they are defined.
 */
export function SpecFields({
  attributes,
  values,
  errors,
  onChange,
}: {
  attributes: Attribute[] | undefined;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  onChange: (attributeId: string, value: string) => void;
}) {
  if (!attributes) return null;
  return (
    <fieldset className="field">
      <legend>مشخصات فنی</legend>
      {attributes.length === 0 ? (
        <p className="hint">
          این دسته‌بندی ویژگی فنی ندارد؛ ویژگی‌ها در صفحه ویرایش دسته‌بندی تعریف می‌شوند.
        </p>
      ) : (
        <div className="spec-fields">
          {attributes.map((attribute) => (
            <SpecField
              key={attribute._id}
              attribute={attribute}
              value={values[attribute._id] ?? ''}
              error={errors[`specs.${attribute._id}`]}
              onChange={(value) => onChange(attribute._id, value)}
            />
          ))}
        </div>
      )}
      {errors.specs && (
        <p className="field-error" role="alert">
          {errors.specs}
        </p>
      )}
    </fieldset>
  );
}
