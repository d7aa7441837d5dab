import { useEffect, useRef } from 'react';
import type { PriceChangePreview as Preview } from '@shop/contracts/plain';
import { BidiText } from '../../../../components/bidi-text';
import { formatNumber, formatToman } from '../../../../lib/format';
import { AdminTable } from '../../../../components/admin/admin-table';

const priceOrNone = (price: number | null) => (price === null ? '—' : formatToman(price));

/**
 * A new price; one at zero or below is what refuses the change, so it stands out, its number kept left
 * to right so the minus stands before the digits.
 */
const NewPrice = ({ price }: { price: number }) =>
  price > 0 ? (
    <strong>{formatToman(price)}</strong>
  ) : (
    <strong className="field-error">
      <bdi dir="ltr">{formatNumber(price)}</bdi> تومان
    </strong>
  );

/**
 * What the change would do: how many products it chose and changes, the first of them before and after,
 * and the button that applies it (disabled, with the reason, when the API would refuse it). Takes the
 * focus when it appears, so the admin, and a screen reader, land on the answer.
 */
export function PriceChangePreview({
  preview,
  busy,
  onApply,
}: {
  preview: Preview;
  busy: boolean;
  onApply: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const { matched, changing, rows, problem } = preview;
  const more = changing - rows.length;
  return (
    <section className="panel form-panel wide price-change-preview" aria-labelledby="preview-title">
      <h2 id="preview-title" ref={heading} tabIndex={-1}>
        پیش‌نمایش
      </h2>
      <p>
        {formatNumber(matched)} محصول انتخاب شد؛ قیمت {formatNumber(changing)} محصول تغییر می‌کند.
        {matched > changing && ` قیمت ${formatNumber(matched - changing)} محصول پس از گرد کردن همان می‌ماند.`}
      </p>
      {problem && (
        <p className="note" role="alert">
          {problem}
        </p>
      )}
      {rows.length > 0 && (
        <AdminTable
          headings={['محصول', 'قیمت فعلی', 'قیمت تازه', 'قیمت قبل از تخفیف']}
          rows={rows.map((row) => ({
            key: row._id,
            cells: [
              <BidiText key="title" text={row.title} />,
              formatToman(row.price),
              <NewPrice key="new" price={row.newPrice} />,
              row.newOriginalPrice === row.originalPrice
                ? priceOrNone(row.originalPrice)
                : `${priceOrNone(row.originalPrice)} ← ${priceOrNone(row.newOriginalPrice)}`,
            ],
          }))}
        />
      )}
      {more > 0 && <p className="hint">و {formatNumber(more)} محصول دیگر</p>}
      <button type="button" className="button" disabled={busy || problem !== null} onClick={onApply}>
        {busy ? 'در حال اعمال...' : `اعمال تغییر روی ${formatNumber(changing)} محصول`}
      </button>
    </section>
  );
}
