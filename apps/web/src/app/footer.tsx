import { pagePath } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { useAuth } from '../shell/api/validate-token';
import { useSettings } from '../shell/api/get-settings';
import { toPersianDigits } from '../lib/format';
import { formatHours, telHref, thousandToman } from '../lib/shop-info';

const SOLAR_YEAR = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric' });

export function Footer() {
  const { data } = useSettings();
  const { data: auth } = useAuth();
  const settings = data?.settings;
  return (
    <footer className="site-footer">
      <ul className="trust-badges">
        <li>
          <strong>ارسال رایگان</strong>
          <span>
            برای خریدهای بالای {settings ? thousandToman(settings.freeShippingThreshold) : '۵۰۰ هزار تومان'}
          </span>
        </li>
        <li>
          <strong>پرداخت امن</strong>
          <span>سفارش مطمئن از راه پیام‌رسان و تلفن</span>
        </li>
        <li>
          <strong>ضمانت رضایت مشتری</strong>
          <span>پاسخ‌گویی و پشتیبانی پس از خرید</span>
        </li>
      </ul>
      <div className="footer-columns">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">دسترسی سریع</h2>
          <ul>
            <li>
              <Link to={pagePath('home')}>خانه</Link>
            </li>
            <li>
              <Link to={pagePath('shop')}>فروشگاه</Link>
            </li>
            <li>
              <Link to={pagePath('about')}>درباره ما</Link>
            </li>
            <li>
              <Link to={pagePath('contact')}>تماس با ما</Link>
            </li>
            <li>
              {auth?.isAuthenticated ? (
                <Link to={pagePath('profile', { id: auth.userId })}>پروفایل من</Link>
              ) : (
                <Link to={pagePath('auth')}>ثبت نام / ورود</Link>
              )}
            </li>
            {auth?.userRole === 'admin' && (
              <li>
                <Link to={pagePath('dashboard')}>داشبورد</Link>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">تماس با ما</h2>
          {settings && (
            <ul>
              {settings.phone && (
                <li>
                  تلفن:{' '}
                  <a href={telHref(settings.phone)} dir="ltr">
                    {toPersianDigits(settings.phone)}
                  </a>
                </li>
              )}
              {settings.whatsapp && (
                <li>
                  واتس‌اپ:{' '}
                  <a href={`https://wa.me/${settings.whatsapp}`} dir="ltr" rel="noopener" target="_blank">
                    {toPersianDigits(`+${settings.whatsapp}`)}
                  </a>
                </li>
              )}
              {settings.telegram && (
                <li>
                  تلگرام:{' '}
                  <a href={`https://t.me/${settings.telegram}`} dir="ltr" rel="noopener" target="_blank">
                    @{settings.telegram}
                  </a>
                </li>
              )}
              {settings.address && <li>نشانی: {settings.address}</li>}
              <li>ساعت کاری: {formatHours(settings.workingHours)}</li>
            </ul>
          )}
        </section>
        {settings && settings.socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">ما را دنبال کنید</h2>
            <ul>
              {settings.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener" target="_blank">
                    <bdi>{link.name}</bdi>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <nav className="footer-legal" aria-label="پیوندهای حقوقی">
        <Link to={pagePath('privacy')}>حریم خصوصی</Link>
        <Link to={pagePath('terms')}>قوانین و مقررات</Link>
        <a href="/sitemap.xml">نقشه سایت</a>
      </nav>
      <p className="copyright">
        © {SOLAR_YEAR.format(new Date())} {settings?.shopName.fa}
      </p>
    </footer>
  );
}
