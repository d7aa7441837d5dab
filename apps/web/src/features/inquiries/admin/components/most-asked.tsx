import { Link } from 'react-router-dom';
import { MESSENGER_KEYS, MESSENGERS, pagePath, type InquiryCounts } from '@shop/contracts/plain';
import { toPersianDigits } from '../../../../lib/format';
import { useInquiryCounts, type InquiryPeriod } from '../api/get-inquiry-counts';

const INQUIRY_TOP = 10;

/** «واتس‌اپ ۳، تلگرام ۱، تماس ۰», then each messenger that was used. */
const byChannel = (item: InquiryCounts) =>
  [
    `واتس‌اپ ${toPersianDigits(item.whatsapp)}`,
    `تلگرام ${toPersianDigits(item.telegram)}`,
    `تماس ${toPersianDigits(item.call)}`,
    ...MESSENGER_KEYS.flatMap((key) =>
      item[key] > 0 ? [`${MESSENGERS[key].name} ${toPersianDigits(item[key])}`] : [],
    ),
  ].join('، ');
const PERIOD_TITLES = {
  7: 'پرسش‌شده‌ترین محصولات در ۷ روز گذشته',
  30: 'پرسش‌شده‌ترین محصولات در ۳۰ روز گذشته',
} as const;

function MostAskedIn({ days }: { days: InquiryPeriod }) {
  const { data } = useInquiryCounts(days);
  const title = PERIOD_TITLES[days];
  return (
    <section className="panel" aria-label={title}>
      <h2>{title}</h2>
      {!data ? (
        <p>در حال بارگذاری...</p>
      ) : data.products.length === 0 ? (
        <p>هنوز پرسشی ثبت نشده است.</p>
      ) : (
        <ol>
          {data.products.slice(0, INQUIRY_TOP).map((item) => (
            <li key={item.productId}>
              <Link to={pagePath('product', { id: item.productId })}>{item.title}</Link>:{' '}
              {toPersianDigits(item.total)} ({byChannel(item)})
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The demand the shop sees without a cart: order-button clicks per product. */
export function MostAskedAbout() {
  return (
    <div className="count-cards">
      <MostAskedIn days={7} />
      <MostAskedIn days={30} />
    </div>
  );
}
