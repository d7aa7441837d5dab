import { pagePath, pageTitles, saleUnitLabel, type ProForma } from '@shop/contracts/plain';
import { useNavigate, useParams } from 'react-router-dom';
import { BidiText } from '../../../components/bidi-text';
import { pageFallback } from '../../../components/status';
import { errorDialog } from '../../../lib/dialog';
import { formatNumber, formatSolarDate, formatToman, toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../shell/page-meta';
import { useCreateProForma } from '../api/create-pro-forma';
import { proFormaPdfAddress, useProForma } from '../api/get-pro-forma';

/** Its lines priced again today, as a new pro-forma (the old one stays as it was). */
function FreshProForma({ proForma }: { proForma: ProForma }) {
  const navigate = useNavigate();
  const create = useCreateProForma();
  async function renew() {
    try {
      const lines = proForma.lines.map(({ variantId, quantity, unitPrice, shopPrice }) => ({
        variantId,
        quantity,
        addedPrice: shopPrice ?? unitPrice,
      }));
      const { proForma: fresh } = await create.mutateAsync({ lines, channel: 'link' });
      navigate(pagePath('proForma', { token: fresh.token }));
    } catch (error) {
      await errorDialog(error, { title: 'پیش‌فاکتور تازه صادر نشد' });
    }
  }
  return (
    <button
      type="button"
      className="button"
      disabled={create.isPending}
      aria-busy={create.isPending}
      onClick={() => void renew()}
    >
      پیش‌فاکتور تازه با قیمت‌های امروز
    </button>
  );
}

/**
 * A pro-forma («پیش‌فاکتور») as a document: the shop, its number and Solar Hijri dates, the lines with
 * their prices as they were, the total; printable on A4 without the shop's chrome, and as a PDF.
 */
export default function ProFormaPage() {
  const { token = '' } = useParams();
  const result = useProForma(token);
  const answer = result.data;
  usePageMeta((shop) => answer && pageTitles.proForma(shop, answer.proForma));

  const fallback = pageFallback(result);
  if (fallback || !answer) return fallback;
  const { proForma, expired } = answer;
  const number = toPersianDigits(proForma.number);
  const validUntil = formatSolarDate(proForma.validUntil);

  return (
    <div className="page pro-forma-page">
      <article className="pro-forma" aria-labelledby="pro-forma-title">
        <header className="pro-forma-head">
          <div className="pro-forma-shop">
            <p className="pro-forma-shop-name">{proForma.shop.name}</p>
            {proForma.shop.address && <p>نشانی: {proForma.shop.address}</p>}
            {proForma.shop.phone && (
              <p>
                تلفن: <bdi dir="ltr">{toPersianDigits(proForma.shop.phone)}</bdi>
              </p>
            )}
          </div>
          <div className="pro-forma-meta">
            <h1 id="pro-forma-title">پیش‌فاکتور</h1>
            <dl>
              <div>
                <dt>شماره</dt>
                <dd>
                  <bdi dir="ltr">{number}</bdi>
                </dd>
              </div>
              <div>
                <dt>تاریخ</dt>
                <dd>{formatSolarDate(proForma.createdAt)}</dd>
              </div>
              <div>
                <dt>معتبر تا</dt>
                <dd>{validUntil}</dd>
              </div>
            </dl>
          </div>
        </header>

        {expired && (
          <div className="note pro-forma-expired" role="status">
            <p>
              اعتبار این پیش‌فاکتور در {validUntil} به پایان رسیده است و قیمت‌ها ممکن است تغییر کرده باشند.
            </p>
            <div className="no-print">
              <FreshProForma proForma={proForma} />
            </div>
          </div>
        )}

        <div className="pro-forma-scroll" role="region" aria-label="اقلام پیش‌فاکتور" tabIndex={0}>
          <table className="pro-forma-table">
            <thead>
              <tr>
                <th scope="col">ردیف</th>
                <th scope="col">شرح کالا</th>
                <th scope="col" className="pro-forma-wide">
                  تعداد
                </th>
                <th scope="col" className="pro-forma-wide">
                  قیمت واحد (تومان)
                </th>
                <th scope="col">مبلغ (تومان)</th>
              </tr>
            </thead>
            <tbody>
              {proForma.lines.map((line, index) => (
                <tr key={line.variantId}>
                  <td className="pro-forma-index">{formatNumber(index + 1)}</td>
                  <td className="pro-forma-item">
                    <BidiText text={line.title} />
                    {line.variantLabel && <span className="pro-forma-variant">{line.variantLabel}</span>}
                    {line.priceRule && <span className="pro-forma-rule">{line.priceRule}</span>}
                    {/* A phone's narrow table folds the quantity and unit price in here. */}
                    <span className="pro-forma-narrow">
                      {formatNumber(line.quantity)} {saleUnitLabel(line)} × {formatNumber(line.unitPrice)}
                    </span>
                  </td>
                  <td className="pro-forma-number pro-forma-wide">
                    {formatNumber(line.quantity)} {saleUnitLabel(line)}
                  </td>
                  <td className="pro-forma-number pro-forma-wide">
                    {line.shopPrice !== undefined && line.shopPrice !== line.unitPrice && (
                      <del className="pro-forma-shop-price">
                        <span className="visually-hidden">قیمت فروشگاه: </span>
                        {formatNumber(line.shopPrice)}
                      </del>
                    )}
                    {formatNumber(line.unitPrice)}
                  </td>
                  <td className="pro-forma-number">{formatNumber(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4} className="pro-forma-wide">
                  جمع کل
                </th>
                <th scope="row" colSpan={2} className="pro-forma-narrow">
                  جمع کل
                </th>
                <td className="pro-forma-number pro-forma-total">{formatToman(proForma.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <p className="pro-forma-terms">
          قیمت‌ها به تومان و تا {validUntil} معتبر است. این پیش‌فاکتور صورت‌حساب فروش نیست؛ برای سفارش، شماره
          آن را به فروشنده بگویید.
        </p>
      </article>

      <div className="pro-forma-actions no-print" data-keep-clear>
        <button type="button" className="button" onClick={() => window.print()}>
          چاپ
        </button>
        <a className="button button-call" href={proFormaPdfAddress(token)} download>
          دانلود PDF
        </a>
      </div>
    </div>
  );
}
