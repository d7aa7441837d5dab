import { useRef } from 'react';
import { categoryName } from '@shop/contracts/plain';
import { toLatinDigits } from '@shop/persian';
import { formatToman } from '../../../lib/format';
import { useCategories } from '../../../shell/api/list-categories';
import { FilePicker } from './file-picker';
import { Field, IMAGE_TYPES } from './form-parts';
import { GalleryEditor, type GalleryItem } from './gallery-editor';

const priceValue = (typed: string) => Number(toLatinDigits(typed).replace(/[^\d]/g, ''));

/** A price as typed (Persian or Latin digits), with the amount it reads as beneath it. */
export function PriceField({
  label,
  value,
  error,
  showAmount = false,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  showAmount?: boolean;
  onChange: (value: string) => void;
}) {
  const amount = priceValue(value);
  return (
    <Field label={label} error={error}>
      {(id) => (
        <>
          <input
            id={id}
            inputMode="numeric"
            dir="ltr"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {showAmount && amount > 0 && <p className="hint">{formatToman(amount)}</p>}
        </>
      )}
    </Field>
  );
}

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

export function CategorySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (categoryId: string) => void;
}) {
  const { data } = useCategories();
  return (
    <Field label="دسته‌بندی (اختیاری)">
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">بدون دسته‌بندی</option>
          {data?.categories.map((category) => (
            <option key={category._id} value={category._id}>
              {categoryName(category.title)}
            </option>
          ))}
        </select>
      )}
    </Field>
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
