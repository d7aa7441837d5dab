import { useRef } from 'react';
import {
  PRODUCT_WARRANTY_MAX,
  SALE_UNIT_NAMES,
  SALE_UNITS,
  SIZED_UNITS,
  type Attribute,
  type SaleUnit,
} from '@shop/contracts/plain';
import { parseDecimal, specText, toPersianDigits } from '@shop/persian';
import { FilePicker } from '../../../../components/admin/file-picker';
import { Field, IMAGE_TYPES } from '../../../../components/admin/form-parts';
import { GalleryEditor, type GalleryItem } from './gallery-editor';
import { isSized, wholeQuantity, type ProductValues } from './product-form-values';

/** The product's own warranty, shown on its page as written; left empty, the page promises none. */
export function WarrantyField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (warranty: string) => void;
}) {
  return (
    <Field label="گارانتی (مثل «۱۸ ماه گارانتی شرکتی»؛ خالی: بدون گارانتی)" error={error}>
      {(id) => (
        <input
          id={id}
          value={value}
          maxLength={PRODUCT_WARRANTY_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
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

type SaleValues = Pick<ProductValues, 'unit' | 'unitSize' | 'minQuantity' | 'quantityStep'>;

/** What a roll or a box holds: metres or pieces. */
const SIZE_UNIT: Partial<Record<SaleUnit, string>> = { roll: 'متر', box: 'عدد' };

/** «هر حلقه‌ی ۱۰۰ متری», «هر متر»: what one unit of the price and the stock is. */
function unitPhrase({ unit, unitSize }: SaleValues) {
  const size = wholeQuantity(unitSize);
  const name = SALE_UNIT_NAMES[unit];
  return isSized(unit) && size ? `${name}‌ی ${toPersianDigits(size)} ${SIZED_UNITS[unit]}` : name;
}

/** A whole quantity with its unit after it. */
function QuantityField({
  label,
  unit,
  value,
  error,
  onChange,
}: {
  label: string;
  unit: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(id) => (
        <span className="with-unit">
          <input
            id={id}
            inputMode="numeric"
            dir="ltr"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="unit" aria-hidden="true">
            {unit}
          </span>
        </span>
      )}
    </Field>
  );
}

/**
 * How the product is sold: by the piece, the metre, the roll of so many metres, the box of so many
 * pieces or the kilogram, from a least quantity in steps; prices and stock count in this unit.
 */
export function SaleUnitFields({
  values,
  errors,
  onChange,
}: {
  values: SaleValues;
  errors: Partial<Record<keyof SaleValues, string>>;
  onChange: (patch: Partial<SaleValues>, field: keyof SaleValues) => void;
}) {
  const name = SALE_UNIT_NAMES[values.unit];
  const least = wholeQuantity(values.minQuantity);
  const step = wholeQuantity(values.quantityStep);
  return (
    <fieldset className="field sale-unit">
      <legend>واحد فروش</legend>
      <div className="form-columns">
        <Field label="واحد" error={errors.unit}>
          {(id) => (
            <select
              id={id}
              value={values.unit}
              onChange={(event) => onChange({ unit: event.target.value as SaleUnit }, 'unit')}
            >
              {SALE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {SALE_UNIT_NAMES[unit]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {isSized(values.unit) && (
          <QuantityField
            label="مقدار هر واحد"
            unit={`${SIZE_UNIT[values.unit]} در هر ${name}`}
            value={values.unitSize}
            error={errors.unitSize}
            onChange={(unitSize) => onChange({ unitSize }, 'unitSize')}
          />
        )}
        <QuantityField
          label="حداقل سفارش"
          unit={name}
          value={values.minQuantity}
          error={errors.minQuantity}
          onChange={(minQuantity) => onChange({ minQuantity }, 'minQuantity')}
        />
        <QuantityField
          label="گام سفارش"
          unit={name}
          value={values.quantityStep}
          error={errors.quantityStep}
          onChange={(quantityStep) => onChange({ quantityStep }, 'quantityStep')}
        />
      </div>
      <p className="hint">
        قیمت و موجودی برای هر {unitPhrase(values)} است
        {least && step
          ? `؛ خریدار دست‌کم ${toPersianDigits(least)} ${name} و با گام ${toPersianDigits(step)} ${name} سفارش می‌دهد.`
          : '.'}
      </p>
    </fieldset>
  );
}
