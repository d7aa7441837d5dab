import { Spinner } from '../../../components/status';
import { toPersianDigits } from '../../../lib/format';
import { formatHours, telHref } from '../../../lib/shop-info';
import { useSettings } from '../../../shell/api/get-settings';
import { ShopMap } from './shop-map';

/** Contact tiles, map, hours and address: the contact page, and the lower half of the about page. */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { data } = useSettings();
  if (!data) return <Spinner />;
  const { whatsapp, telegram, phone, address, location, workingHours } = data.settings;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="section" aria-labelledby="contact-title">
      <Heading id="contact-title">تماس با ما</Heading>
      {(whatsapp || telegram || phone) && (
        <ul className="contact-tiles">
          {whatsapp && (
            <li>
              <a className="contact-tile" href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener">
                <strong>واتس‌اپ</strong>
                <bdi dir="ltr">{toPersianDigits(`+${whatsapp}`)}</bdi>
              </a>
            </li>
          )}
          {telegram && (
            <li>
              <a className="contact-tile" href={`https://t.me/${telegram}`} target="_blank" rel="noopener">
                <strong>تلگرام</strong>
                <bdi dir="ltr">@{telegram}</bdi>
              </a>
            </li>
          )}
          {phone && (
            <li>
              <a className="contact-tile" href={telHref(phone)}>
                <strong>تلفن</strong>
                <bdi dir="ltr">{toPersianDigits(phone)}</bdi>
              </a>
            </li>
          )}
        </ul>
      )}
      <div className="contact-details">
        <div>
          <h3>ساعت کاری</h3>
          <p>{formatHours(workingHours)}</p>
          {address && (
            <>
              <h3>نشانی</h3>
              <address>{address}</address>
            </>
          )}
        </div>
        {location && <ShopMap location={location} />}
      </div>
    </section>
  );
}
