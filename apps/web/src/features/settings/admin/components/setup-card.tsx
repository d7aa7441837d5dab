import { Link } from 'react-router-dom';
import { pagePath, type ShopSettings } from '@shop/contracts/plain';
import { useSettings } from '../../../../shell/api/get-settings';

const DETAILS: [string, (settings: ShopSettings) => boolean][] = [
  ['تلفن', (settings) => !!settings.phone],
  ['واتس‌اپ', (settings) => !!settings.whatsapp],
  ['تلگرام', (settings) => !!settings.telegram],
  ['نشانی', (settings) => !!settings.address],
  ['موقعیت روی نقشه', (settings) => !!settings.location],
];

/** The contact details the owner has not set yet: the pages leave them out. */
export const missingDetails = (settings: ShopSettings) =>
  DETAILS.filter(([, isSet]) => !isSet(settings)).map(([label]) => label);

/** "Finish setting up your shop": what is missing, and the way to the settings; nothing once all is set. */
export function SetupCard() {
  const { data } = useSettings();
  if (!data) return null;
  const missing = missingDetails(data.settings);
  if (missing.length === 0) return null;
  const { whatsapp, telegram, phone } = data.settings;
  return (
    <section className="panel setup-card" aria-labelledby="setup-title">
      <h2 id="setup-title">راه‌اندازی فروشگاه را کامل کنید</h2>
      <p>این‌ها هنوز وارد نشده‌اند و در صفحه‌های فروشگاه نمایش داده نمی‌شوند:</p>
      <ul>
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      {!whatsapp && !telegram && !phone && (
        <p className="note">
          تا یکی از واتس‌اپ، تلگرام یا تلفن وارد نشود، صفحه‌ی محصول هیچ راهی برای سفارش نشان نمی‌دهد.
        </p>
      )}
      <Link to={pagePath('adminSettings')} className="button">
        تکمیل تنظیمات فروشگاه
      </Link>
    </section>
  );
}
