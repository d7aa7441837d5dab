import { Spinner } from '../../../components/status';
import { toPersianDigits } from '../../../lib/format';
import { formatHours, telHref } from '../../../lib/shop-info';
import { useSettings } from '../../../shell/api/get-settings';
import { ShopMap } from './shop-map';

/** Contact tiles, map, hours and address: the contact page, and the lower half of the about page. */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { data } = useSettings();
  if (!data) return <Spinner />;
  const { settings } = data;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="section" aria-labelledby="contact-title">
      <Heading id="contact-title">تماس با ما</Heading>
      <ul className="contact-tiles">
        <li>
          <a
            className="contact-tile"
            href={`https://wa.me/${settings.whatsapp}`}
            target="_blank"
            rel="noopener"
          >
            <strong>واتس‌اپ</strong>
            <bdi dir="ltr">{toPersianDigits(`+${settings.whatsapp}`)}</bdi>
          </a>
        </li>
        <li>
          <a
            className="contact-tile"
            href={`https://t.me/${settings.telegram}`}
            target="_blank"
            rel="noopener"
          >
            <strong>تلگرام</strong>
            <bdi dir="ltr">@{settings.telegram}</bdi>
          </a>
        </li>
        <li>
          <a className="contact-tile" href={telHref(settings.phone)}>
            <strong>تلفن</strong>
            <bdi dir="ltr">{toPersianDigits(settings.phone)}</bdi>
          </a>
        </li>
      </ul>
      <div className="contact-details">
        <div>
          <h3>ساعت کاری</h3>
          <p>{formatHours(settings.workingHours)}</p>
          <h3>نشانی</h3>
          <address>{settings.address}</address>
        </div>
        <ShopMap location={settings.location} />
      </div>
    </section>
  );
}
