import { ORDER_CHANNEL_LABELS, pagePath, type Order } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { formatSolarDateTime, toPersianDigits } from '../../../../lib/format';
import { telHref } from '../../../../lib/shop-info';
import { OrderNumber } from '../../components/order-number';

/** wa.me takes the number with its country code and no leading zero: 0912… -> 98912…. */
const whatsappHref = (phone: string) => `https://wa.me/98${phone.replace(/^0/, '')}`;

/** Who ordered, how and when, the invoice once confirmed, and the ways to reach the customer. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <section className="panel order-facts" aria-label="مشخصات سفارش">
      <dl>
        <div>
          <dt>زمان ثبت</dt>
          <dd>{formatSolarDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>راه سفارش</dt>
          <dd>
            {ORDER_CHANNEL_LABELS[order.channel]}
            {order.source === 'desk' ? ' (ثبت در فروشگاه)' : ' (از سایت)'}
            {order.fromTorob && '، از ترب'}
          </dd>
        </div>
        {order.invoiceNumber && (
          <div>
            <dt>شماره فاکتور</dt>
            <dd className="invoice-number">
              <OrderNumber number={order.invoiceNumber} />
              {order.confirmedAt && <span className="hint"> — {formatSolarDateTime(order.confirmedAt)}</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>مشتری</dt>
          <dd>
            {order.customerName ? <bdi>{order.customerName}</bdi> : <span className="hint">بی‌نام</span>}
          </dd>
        </div>
        <div>
          <dt>موبایل</dt>
          <dd>
            {order.phone ? (
              <span className="contact-links">
                <a href={telHref(order.phone)} aria-label={`تماس با ${toPersianDigits(order.phone)}`}>
                  <bdi dir="ltr">{toPersianDigits(order.phone)}</bdi>
                </a>
                <span className="contact-buttons">
                  <a
                    className="button button-whatsapp"
                    href={whatsappHref(order.phone)}
                    target="_blank"
                    rel="noopener"
                  >
                    واتس‌اپ
                  </a>
                  <a className="button button-call" href={telHref(order.phone)}>
                    تماس
                  </a>
                </span>
              </span>
            ) : (
              <span className="hint">ثبت نشده</span>
            )}
          </dd>
        </div>
        {order.proFormaToken && (
          <div>
            <dt>پیش‌فاکتور</dt>
            <dd>
              <Link to={pagePath('proForma', { token: order.proFormaToken })} target="_blank">
                مشاهده پیش‌فاکتور
              </Link>
            </dd>
          </div>
        )}
        {order.note && (
          <div>
            <dt>یادداشت</dt>
            <dd className="order-note">{order.note}</dd>
          </div>
        )}
        {order.cancelReason && (
          <div>
            <dt>دلیل لغو</dt>
            <dd className="order-note">{order.cancelReason}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
