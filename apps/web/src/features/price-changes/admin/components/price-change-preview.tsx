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

/** What the preview lets the admin do besides applying: untick a row, turn the page, keep discounts. */
export interface PreviewActions {
  onApply: () => void;
  onToggle: (variantId: string, excluded: boolean) => void;
  onPage: (page: number) => void;
  onRaiseOriginalPrice: () => void;
}

/** «صفحه ۲ از ۵» with the buttons to the pages beside it. */
function PreviewPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="preview-pager" aria-label="صفحه‌های پیش‌نمایش">
      <button
        type="button"
        className="button secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        صفحه قبل
      </button>
      <span aria-live="polite">
        صفحه {formatNumber(page)} از {formatNumber(pages)}
      </span>
      <button
        type="button"
        className="button secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        صفحه بعد
      </button>
    </nav>
  );
}

/**
 * What the change would do: how many products it chose and changes, page by page before and after, each
 * with a tick the admin may clear to leave it as it is, a warning when a rise ends discounts, and the
 * button that applies it (disabled, with the reason, when the API would refuse it). Takes the focus when
 * a new preview appears, so the admin, and a screen reader, land on the answer.
 */
export function PriceChangePreview({
  preview,
  busy,
  actions,
}: {
  preview: Preview;
  busy: boolean;
  actions: PreviewActions;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { matched, changing, excluded, discountsLost, rows, problem, page, pages } = preview;
  useEffect(() => heading.current?.focus(), [matched, changing, excluded, problem]);
  return (
    <section className="panel form-panel wide price-change-preview" aria-labelledby="preview-title">
      <h2 id="preview-title" ref={heading} tabIndex={-1}>
        پیش‌نمایش
      </h2>
      <p>
        {formatNumber(matched)} محصول انتخاب شد؛ قیمت {formatNumber(changing)} محصول تغییر می‌کند.
        {excluded > 0 && ` ${formatNumber(excluded)} محصول را کنار گذاشته‌اید.`}
        {matched > changing + excluded &&
          ` قیمت ${formatNumber(matched - changing - excluded)} محصول پس از گرد کردن همان می‌ماند.`}
      </p>
      {discountsLost > 0 && (
        <div className="note" role="status">
          <p>
            با این افزایش، قیمت تازه‌ی {formatNumber(discountsLost)} محصول به «قیمت قبل از تخفیف» آن می‌رسد و
            تخفیفش از بین می‌رود.
          </p>
          <button type="button" className="button secondary" onClick={actions.onRaiseOriginalPrice}>
            «قیمت قبل از تخفیف» هم به همین اندازه بالا برود
          </button>
        </div>
      )}
      {problem && (
        <p className="note" role="alert">
          {problem}
        </p>
      )}
      {rows.length > 0 && (
        <AdminTable
          headings={['اعمال', 'محصول', 'قیمت فعلی', 'قیمت تازه', 'قیمت قبل از تخفیف']}
          rows={rows.map((row) => ({
            key: row._id,
            cells: [
              <input
                key="tick"
                type="checkbox"
                className="row-tick"
                checked={!row.excluded}
                disabled={busy}
                aria-label={`اعمال روی ${row.title}`}
                onChange={(event) => actions.onToggle(row._id, !event.target.checked)}
              />,
              <BidiText key="title" text={row.title} />,
              formatToman(row.price),
              row.excluded ? formatToman(row.price) : <NewPrice key="new" price={row.newPrice} />,
              row.excluded || row.newOriginalPrice === row.originalPrice
                ? priceOrNone(row.originalPrice)
                : `${priceOrNone(row.originalPrice)} ← ${priceOrNone(row.newOriginalPrice)}`,
            ],
          }))}
        />
      )}
      <PreviewPager page={page} pages={pages} onPage={actions.onPage} />
      <button type="button" className="button" disabled={busy || problem !== null} onClick={actions.onApply}>
        {busy ? 'در حال اعمال...' : `اعمال تغییر روی ${formatNumber(changing)} محصول`}
      </button>
    </section>
  );
}
