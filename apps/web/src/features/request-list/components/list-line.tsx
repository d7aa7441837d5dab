import { pagePath, saleUnitLabel, type PricedLine } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { BidiText } from '../../../components/bidi-text';
import { QuantityField } from '../../../components/quantity-field';
import { ResponsiveImage } from '../../../components/responsive-image';
import { formatNumber, formatToman } from '../../../lib/format';
import { FALLBACK_IMAGE } from '../../../lib/images';
import { removeFromRequestList, setLineQuantity } from '../../../lib/request-list';
import { clampQuantity } from '../../../lib/sale-quantity';

const GONE_TITLE = 'کالایی که دیگر در فروشگاه نیست';

/** «حداقل ۱۰۰ متر و در گام‌های ۵۰ متر»: what a quantity of this product must be. */
function quantityRule(line: PricedLine) {
  const unit = saleUnitLabel(line);
  return [
    line.minQuantity > 1 && `حداقل ${formatNumber(line.minQuantity)} ${unit}`,
    line.quantityStep > 1 && `در گام‌های ${formatNumber(line.quantityStep)} ${unit}`,
  ]
    .filter(Boolean)
    .join(' و ');
}

/** Why a line cannot be ordered as it is, in the shopper's words; undefined when it can. */
export function lineFlag(line: PricedLine): string | undefined {
  switch (line.state) {
    case 'out-of-stock':
      return 'ناموجود';
    case 'disabled':
    case 'gone':
      return 'دیگر فروخته نمی‌شود';
    case 'bad-quantity':
      return `تعداد باید ${quantityRule(line) || 'عددی صحیح و مثبت'} باشد`;
    default:
      return undefined;
  }
}

interface Props {
  line: PricedLine;
  /** The quantity as this browser has it (the priced answer may be a moment behind a tap). */
  quantity: number;
}

/** One line of the list: picture, title, variant, quantity in its unit, prices and state. */
export function ListLine({ line, quantity }: Props) {
  const title = line.title ?? GONE_TITLE;
  const flag = lineFlag(line);
  const href = line.productId
    ? `${pagePath('product', { id: line.productId })}?v=${line.variantId}`
    : undefined;
  const unit = saleUnitLabel(line);
  const perUnit = line.unit === 'piece' ? '' : ` / ${unit}`;
  // The shop's price moved since the line was added; a group's rule or a quantity tier lowers his own.
  const changed = line.addedPrice !== null && line.shopPrice !== null && line.addedPrice !== line.shopPrice;
  const ruled = line.priceRule !== null && line.shopPrice !== null && line.unitPrice !== line.shopPrice;
  const fixed = clampQuantity(quantity, line);
  const picture = line.image ? (
    <ResponsiveImage file={line.image} alt="" sizes="96px" width={96} height={96} />
  ) : (
    <img src={FALLBACK_IMAGE} alt="" width={96} height={96} />
  );
  return (
    <li className={flag ? 'list-line list-line-flagged' : 'list-line'}>
      {href ? (
        <Link to={href} className="list-line-image" tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      ) : (
        <span className="list-line-image">{picture}</span>
      )}
      <div className="list-line-body">
        <h2 className="list-line-title">
          {href ? (
            <Link to={href}>
              <BidiText text={title} />
            </Link>
          ) : (
            title
          )}
        </h2>
        {line.variantLabel && <p className="list-line-variant">{line.variantLabel}</p>}
        {flag && (
          <p className="list-line-flag">
            <strong>{flag}</strong>
            {line.state === 'bad-quantity' && fixed !== quantity && (
              <button
                type="button"
                className="text-button"
                onClick={() => setLineQuantity(line.variantId, fixed)}
              >
                اصلاح به {formatNumber(fixed)} {unit}
              </button>
            )}
            {line.state !== 'bad-quantity' && <span> — در جمع و پیش‌فاکتور نمی‌آید</span>}
          </p>
        )}
        {line.state === 'available' && line.stock < quantity && (
          <p className="list-line-flag list-line-stock">
            فقط {formatNumber(line.stock)} {unit} موجود است
          </p>
        )}
        <div className="list-line-figures">
          {line.state !== 'gone' && (
            <QuantityField
              product={line}
              quantity={quantity}
              itemName={line.variantLabel ? `${title} (${line.variantLabel})` : title}
              onChange={(next) => setLineQuantity(line.variantId, next)}
            />
          )}
          <dl className="list-line-prices">
            <div>
              <dt>قیمت واحد</dt>
              <dd>
                {changed && (
                  <>
                    <del className="list-line-old">
                      <span className="visually-hidden">قیمت هنگام افزودن: </span>
                      {formatToman(line.addedPrice!)}
                    </del>
                    <span aria-hidden="true"> ← </span>
                  </>
                )}
                {ruled && (
                  <>
                    <del className="list-line-old">
                      <span className="visually-hidden">قیمت فروشگاه: </span>
                      {formatToman(line.shopPrice!)}
                    </del>{' '}
                  </>
                )}
                {line.unitPrice === null ? (
                  '—'
                ) : (
                  <span className="list-line-price">
                    {formatToman(line.unitPrice)}
                    {perUnit && <span className="price-unit">{perUnit}</span>}
                  </span>
                )}
                {changed && (
                  <span className="list-line-change">
                    {line.shopPrice! > line.addedPrice! ? 'گران‌تر شده' : 'ارزان‌تر شده'} از وقتی به لیست
                    افزوده شد
                  </span>
                )}
                {ruled && <span className="list-line-rule">{line.priceRule}</span>}
              </dd>
            </div>
            <div>
              <dt>جمع ردیف</dt>
              <dd className="list-line-total">{flag ? '—' : formatToman(line.lineTotal)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <button
        type="button"
        className="text-button list-line-remove"
        aria-label={`حذف از لیست: ${title}`}
        onClick={() => removeFromRequestList(line.variantId)}
      >
        حذف
      </button>
    </li>
  );
}
