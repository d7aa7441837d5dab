import { saleUnitLabel } from '@shop/contracts/plain';
import { QuantityField } from '../../../../components/quantity-field';
import { formatNumber, formatToman } from '../../../../lib/format';
import { offersShopPrice, typedPrice, unitPriceOf, type DraftLine } from '../order-draft';
import { MoneyField } from './money-field';

interface Props {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** A hand order's empty price is the shop's price; an order's lines show their own. */
  emptyPriceIsShops: boolean;
}

/** The lines being edited: quantity in its unit by its steps, the unit price, the line's total, remove. */
export function DraftLines({ lines, onChange, emptyPriceIsShops }: Props) {
  const edit = (variantId: string, patch: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.variantId === variantId ? { ...line, ...patch } : line)));
  if (lines.length === 0) {
    return <p className="empty-state">هنوز کالایی اضافه نشده است؛ کالا را با نام، کد یا بارکد پیدا کنید.</p>;
  }
  return (
    <ul className="draft-lines">
      {lines.map((line) => {
        const name = line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title;
        const perUnit = line.unit === 'piece' ? '' : ` / ${saleUnitLabel(line)}`;
        return (
          <li key={line.variantId} className="draft-line">
            <div className="draft-line-head">
              <h3>
                <bdi>{line.title}</bdi>
              </h3>
              {line.variantLabel && <p className="hint">{line.variantLabel}</p>}
            </div>
            <QuantityField
              product={line}
              quantity={line.quantity}
              itemName={name}
              onChange={(quantity) => edit(line.variantId, { quantity })}
            />
            <MoneyField
              label={`قیمت واحد (تومان${perUnit})`}
              value={line.priceText}
              amount={typedPrice(line)}
              placeholder={emptyPriceIsShops ? formatNumber(line.shopPrice) : undefined}
              hint={emptyPriceIsShops ? `قیمت فروشگاه: ${formatToman(line.shopPrice)}` : undefined}
              onChange={(priceText) => edit(line.variantId, { priceText })}
            />
            {offersShopPrice(line) && (
              <label className="draft-line-shop-price">
                <input
                  type="checkbox"
                  aria-label={`قیمت فروشگاه هم به همین مبلغ تغییر کند: ${name}`}
                  checked={line.updateShopPrice}
                  onChange={(event) => edit(line.variantId, { updateShopPrice: event.target.checked })}
                />
                <span>قیمت فروشگاه هم به همین مبلغ تغییر کند</span>
              </label>
            )}
            <p className="draft-line-total">
              <span>جمع ردیف</span> <strong>{formatToman(line.quantity * unitPriceOf(line))}</strong>
            </p>
            <button
              type="button"
              className="text-button danger draft-line-remove"
              aria-label={`حذف ردیف: ${name}`}
              onClick={() => onChange(lines.filter((each) => each.variantId !== line.variantId))}
            >
              حذف
            </button>
          </li>
        );
      })}
    </ul>
  );
}
