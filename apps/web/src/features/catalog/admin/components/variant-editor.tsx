import { memo, useCallback, useId, useState, type KeyboardEvent } from 'react';
import { OPTION_VALUES_MAX, PRODUCT_OPTIONS_MAX, type Attribute } from '@shop/contracts/plain';
import { parseToman } from '@shop/persian';
import type { Patch } from '../../../../components/admin/admin-form';
import { Field } from '../../../../components/admin/form-parts';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { typedStock } from './product-form-values';
import { StockMark } from './stock-field';
import { formatToman, toPersianDigits } from '../../../../lib/format';
import {
  addValues,
  combinationLabel,
  generateVariants,
  newOption,
  optionsProblem,
  splitValues,
  tableMatchesOptions,
  type ImageChoice,
  type OptionDraft,
  type VariantDefaults,
  type VariantDraft,
} from './variant-values';

/** What the variant section edits of the product form. */
export interface VariantValues {
  options: OptionDraft[];
  variants: VariantDraft[];
}
type EditVariants = (patch: Patch<VariantValues>, field?: 'options' | 'variants') => void;

const moved = <T,>(list: T[], from: number, to: number) => {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
};

/**
 * An option's values as chips, in order: typed one at a time (Enter) or several at once, apart by «،»
 * or «,»; each can move a place earlier or later, or go. A list attribute's values are offered.
 */
function ValuesInput({
  option,
  attribute,
  onChange,
}: {
  option: OptionDraft;
  attribute?: Attribute;
  onChange: (values: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const suggestions = useId();
  const name = option.name.trim() || 'این گزینه';
  const add = (text: string) => {
    const values = splitValues(text);
    if (values.length > 0) onChange(addValues(option.values, values));
  };
  const onType = (text: string) => {
    // A separator ends the values before it; what follows the last one is still being typed.
    const parts = text.split(/[,،]/);
    const rest = parts.pop()!;
    if (parts.length > 0) add(parts.join(','));
    setTyped(rest);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the value here; it does not send the form.
    event.preventDefault();
    add(typed);
    setTyped('');
  };
  const full = option.values.length >= OPTION_VALUES_MAX;
  return (
    <Field label={`مقدارهای ${option.name.trim() ? `«${option.name.trim()}»` : 'گزینه'}`}>
      {(id) => (
        <>
          {option.values.length > 0 && (
            <ol className="value-chips" aria-label={`مقدارهای ${name} به ترتیب`}>
              {option.values.map((value, index) => (
                <li key={value}>
                  <button
                    type="button"
                    className="chip-button"
                    aria-label={`انتقال «${value}» به قبل`}
                    disabled={index === 0}
                    onClick={() => onChange(moved(option.values, index, index - 1))}
                  >
                    →
                  </button>
                  <bdi>{value}</bdi>
                  <button
                    type="button"
                    className="chip-button"
                    aria-label={`انتقال «${value}» به بعد`}
                    disabled={index === option.values.length - 1}
                    onClick={() => onChange(moved(option.values, index, index + 1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="chip-button remove"
                    aria-label={`حذف «${value}»`}
                    onClick={() => onChange(option.values.filter((other) => other !== value))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ol>
          )}
          <input
            id={id}
            value={typed}
            disabled={full}
            placeholder={full ? 'فهرست پر است' : 'مثلاً ۱٫۵، ۲٫۵، ۴'}
            list={attribute?.kind === 'option' ? suggestions : undefined}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              add(typed);
              setTyped('');
            }}
          />
          {attribute?.kind === 'option' && (
            <datalist id={suggestions}>
              {attribute.options.map((listed) => (
                <option key={listed._id} value={listed.value} />
              ))}
            </datalist>
          )}
          <p className="hint">
            چند مقدار را با «،» جدا کنید یا هر کدام را با Enter بیفزایید.
            {attribute?.kind === 'number' &&
              ` مقدارها عدد باشند${attribute.unit ? ` (به ${attribute.unit})` : ''}، مثلاً ۲٫۵.`}
            {attribute?.kind === 'option' && ' مقدارها از فهرست همان ویژگی باشند.'}
          </p>
        </>
      )}
    </Field>
  );
}

/** One option: its name, its tie to a specification attribute, its values. */
function OptionCard({
  option,
  position,
  attributes,
  onChange,
  onRemove,
}: {
  option: OptionDraft;
  position: number;
  attributes: Attribute[] | undefined;
  onChange: (patch: Partial<OptionDraft>) => void;
  onRemove: () => void;
}) {
  const n = toPersianDigits(position + 1);
  const tied = attributes?.find((attribute) => attribute._id === option.attributeId);
  return (
    <li className="option-card">
      <div className="option-card-head">
        <Field label={`نام گزینه ${n}`}>
          {(id) => (
            <input
              id={id}
              value={option.name}
              placeholder="مثلاً سطح مقطع یا رنگ"
              onChange={(event) => onChange({ name: event.target.value })}
            />
          )}
        </Field>
        {attributes && attributes.length > 0 && (
          <Field label={`ویژگی فنی گزینه ${n} (اختیاری)`}>
            {(id) => (
              <select
                id={id}
                value={tied ? option.attributeId : ''}
                onChange={(event) => {
                  const attribute = attributes.find(({ _id }) => _id === event.target.value);
                  onChange({
                    attributeId: event.target.value,
                    // A new option takes the attribute's name.
                    ...(attribute && !option.name.trim() && { name: attribute.name }),
                  });
                }}
              >
                <option value="">بدون پیوند</option>
                {attributes.map((attribute) => (
                  <option key={attribute._id} value={attribute._id}>
                    {attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <ValuesInput option={option} attribute={tied} onChange={(values) => onChange({ values })} />
      <button type="button" className="text-button danger" onClick={onRemove}>
        حذف گزینه {n}
      </button>
    </li>
  );
}

const amountOf = (typed: string) => {
  const amount = typed.trim() ? parseToman(typed) : null;
  return amount ? formatToman(amount) : null;
};

/** A row of the table: drawn again only when its own variant changes (typing elsewhere leaves it). */
const VariantRow = memo(function VariantRow({
  variant,
  images,
  onChange,
}: {
  variant: VariantDraft;
  images: ImageChoice[] | null;
  onChange: (key: string, patch: Partial<VariantDraft>) => void;
}) {
  const label = combinationLabel(variant.options);
  const text = (
    field: 'price' | 'originalPrice' | 'stock' | 'code' | 'barcode',
    name: string,
    numeric = true,
  ) => (
    <input
      aria-label={`${name} ${label}`}
      inputMode={numeric ? 'numeric' : undefined}
      dir="ltr"
      value={variant[field]}
      onChange={(event) => onChange(variant.key, { [field]: event.target.value })}
    />
  );
  const amount = amountOf(variant.price);
  const stock = typedStock(variant.stock);
  return (
    <tr className={variant.enabled ? undefined : 'off'}>
      <th scope="row">
        <bdi>{label}</bdi>
      </th>
      <td className="price-cell" data-label="قیمت (تومان)">
        {text('price', 'قیمت')}
        {amount && <span className="hint">{amount}</span>}
      </td>
      <td className="price-cell" data-label="قیمت قبل از تخفیف">
        {text('originalPrice', 'قیمت قبل از تخفیف')}
      </td>
      <td className="stock-cell" data-label="موجودی">
        {text('stock', 'موجودی')}
        {stock !== null && variant.enabled && <StockMark stock={stock} />}
      </td>
      <td className="code-cell" data-label="کد کالا">
        {text('code', 'کد کالا', false)}
      </td>
      <td className="barcode-cell" data-label="بارکد">
        {text('barcode', 'بارکد')}
      </td>
      {images && (
        <td className="image-cell" data-label="عکس">
          <span className="variant-image">
            <select
              aria-label={`عکس ${label}`}
              value={images.some(({ name }) => name === variant.image) ? variant.image : ''}
              onChange={(event) => onChange(variant.key, { image: event.target.value })}
            >
              <option value="">عکس اصلی</option>
              {images.map((image) => (
                <option key={image.name} value={image.name}>
                  {image.label}
                </option>
              ))}
            </select>
            {variant.image && images.some(({ name }) => name === variant.image) && (
              <ResponsiveImage file={variant.image} alt="" sizes="40px" width={40} height={40} />
            )}
          </span>
        </td>
      )}
      <td className="enabled-cell" data-label="فروش">
        <label className="field-inline">
          <input
            type="checkbox"
            aria-label={`فعال ${label}`}
            checked={variant.enabled}
            onChange={(event) => onChange(variant.key, { enabled: event.target.checked })}
          />
          <span aria-hidden="true">فعال</span>
        </label>
      </td>
    </tr>
  );
});

/** Copies one price or stock to every row, so a table of sixty starts from one typed number. */
function ApplyToAll({ onApply }: { onApply: (patch: Partial<VariantDraft>) => void }) {
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  return (
    <div className="apply-all">
      <div className="apply-all-row">
        <Field label="قیمت برای همه (تومان)">
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              dir="ltr"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          )}
        </Field>
        <button
          type="button"
          className="button button-call"
          disabled={!price.trim()}
          onClick={() => onApply({ price: price.trim() })}
        >
          اعمال قیمت به همه
        </button>
      </div>
      <div className="apply-all-row">
        <Field label="موجودی برای همه">
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              dir="ltr"
              value={stock}
              onChange={(event) => setStock(event.target.value)}
            />
          )}
        </Field>
        <button
          type="button"
          className="button button-call"
          disabled={!stock.trim()}
          onClick={() => onApply({ stock: stock.trim() })}
        >
          اعمال موجودی به همه
        </button>
      </div>
    </div>
  );
}

/** The variants: a row per combination, as a table on a wide screen and as cards on a phone. */
function VariantTable({
  variants,
  images,
  edit,
}: {
  variants: VariantDraft[];
  images: ImageChoice[] | null;
  edit: EditVariants;
}) {
  const onChange = useCallback(
    (key: string, patch: Partial<VariantDraft>) =>
      edit(
        ({ variants }) => ({
          variants: variants.map((variant) => (variant.key === key ? { ...variant, ...patch } : variant)),
        }),
        'variants',
      ),
    [edit],
  );
  const applyToAll = (patch: Partial<VariantDraft>) =>
    edit(({ variants }) => ({ variants: variants.map((variant) => ({ ...variant, ...patch })) }), 'variants');
  return (
    <>
      <ApplyToAll onApply={applyToAll} />
      <div className="variant-table-box" role="region" aria-label="جدول تنوع‌ها" tabIndex={0}>
        <table className="variant-table">
          <thead>
            <tr>
              <th scope="col">ترکیب</th>
              <th scope="col">قیمت (تومان)</th>
              <th scope="col">قیمت قبل از تخفیف</th>
              <th scope="col">موجودی</th>
              <th scope="col">کد کالا</th>
              <th scope="col">بارکد</th>
              {images && <th scope="col">عکس</th>}
              <th scope="col">فروش</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <VariantRow key={variant.key} variant={variant} images={images} onChange={onChange} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The «تنوع‌ها» section: up to three options (cross-section, colour, …), each with its values and an
 * optional tie to one of the category's number or list attributes; «ساخت ترکیب‌ها» makes the table,
 * keeping the rows of combinations that remain. `images` null: a new product, whose images have no
 * names yet, so no row chooses one.
 */
export function VariantsSection({
  options,
  variants,
  defaults,
  attributes,
  images,
  errors,
  edit,
}: VariantValues & {
  defaults: VariantDefaults;
  /** The category's number and list attributes; undefined without a category (or while loading). */
  attributes: Attribute[] | undefined;
  images: ImageChoice[] | null;
  errors: { options?: string; variants?: string };
  edit: EditVariants;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const editOption = (key: string, patch: Partial<OptionDraft>) => {
    setProblem(null);
    edit(
      (current) => ({
        options: current.options.map((option) => (option.key === key ? { ...option, ...patch } : option)),
      }),
      'options',
    );
  };
  const generate = () => {
    const found = optionsProblem(options);
    setProblem(found);
    if (!found) edit({ variants: generateVariants(options, variants, defaults) }, 'variants');
  };
  const stale = options.length > 0 && variants.length > 0 && !tableMatchesOptions(options, variants);
  const enabled = variants.filter((variant) => variant.enabled).length;
  return (
    <fieldset className="field variants-section">
      <legend>تنوع‌ها</legend>
      <p className="hint">
        اگر محصول در چند سطح مقطع، رنگ یا طول فروخته می‌شود، گزینه‌ها و مقدارهایشان را بنویسید و «ساخت
        ترکیب‌ها» را بزنید؛ هر ترکیب قیمت، موجودی و کد خودش را دارد. بدون گزینه، قیمت و موجودی همان فیلدهای
        بالاست.
      </p>
      {options.length > 0 && (
        <ol className="option-cards">
          {options.map((option, index) => (
            <OptionCard
              key={option.key}
              option={option}
              position={index}
              attributes={attributes}
              onChange={(patch) => editOption(option.key, patch)}
              onRemove={() => {
                setProblem(null);
                edit(
                  (current) => ({ options: current.options.filter(({ key }) => key !== option.key) }),
                  'options',
                );
              }}
            />
          ))}
        </ol>
      )}
      {errors.options && (
        <p className="field-error" role="alert">
          {errors.options}
        </p>
      )}
      <div className="row-actions variants-actions">
        {options.length < PRODUCT_OPTIONS_MAX && (
          <button
            type="button"
            className="button button-call"
            onClick={() => edit((current) => ({ options: [...current.options, newOption()] }), 'options')}
          >
            افزودن گزینه
          </button>
        )}
        {options.length > 0 && (
          <button type="button" className="button" onClick={generate}>
            ساخت ترکیب‌ها
          </button>
        )}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {stale && !problem && (
        <p className="note" role="status">
          گزینه‌ها تغییر کرده‌اند؛ برای به‌روز شدن جدول، «ساخت ترکیب‌ها» را دوباره بزنید (داده‌ی ترکیب‌هایی که
          می‌مانند حفظ می‌شود).
        </p>
      )}
      {options.length > 0 && variants.length > 0 && (
        <>
          <p className="hint">
            {toPersianDigits(variants.length)} ترکیب، {toPersianDigits(enabled)} فعال. قیمت‌ها به تومان و
            موجودی به واحد فروش محصول است.
          </p>
          <VariantTable variants={variants} images={images} edit={edit} />
        </>
      )}
      {errors.variants && (
        <p className="field-error" role="alert">
          {errors.variants}
        </p>
      )}
    </fieldset>
  );
}
