import { pageTitles } from '@shop/contracts/plain';
import { usePageMeta } from '../../../shell/page-meta';
import { useSettings } from '../../../shell/api/get-settings';
import { ContactSection } from '../components/contact-section';

const FEATURES = [
  { title: 'ارسال سریع', text: 'سفارش‌ها در کوتاه‌ترین زمان بسته‌بندی و ارسال می‌شوند.' },
  { title: 'پرداخت امن', text: 'پرداخت پس از هماهنگی تلفنی و با روش‌های مطمئن انجام می‌شود.' },
  { title: 'پشتیبانی ۲۴/۷', text: 'در همه روزهای هفته پاسخ‌گوی پرسش‌های شما هستیم.' },
  { title: 'تنوع محصولات', text: 'از سیم و کابل تا روشنایی، ابزار و خانه هوشمند.' },
];

export default function AboutPage() {
  const { data } = useSettings();
  const name = data?.settings.shopName.fa;
  usePageMeta(pageTitles.about);
  return (
    <div className="page">
      <section className="about-hero">
        <h1>درباره {name}</h1>
        <p>{data?.settings.tagline}</p>
      </section>
      <ul className="benefits">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="benefit-card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <section className="section" aria-labelledby="how-to-order">
        <h2 id="how-to-order">چگونه سفارش دهیم؟</h2>
        <ol className="steps">
          <li>محصول مورد نظرتان را در فروشگاه پیدا کنید.</li>
          <li>در صفحه محصول، دکمه «سفارش در واتس‌اپ» را بزنید یا در تلگرام پیام دهید یا تماس بگیرید.</li>
          <li>همکاران ما موجودی، هزینه ارسال و روش پرداخت را با شما هماهنگ می‌کنند.</li>
          <li>سفارش شما بسته‌بندی و ارسال می‌شود.</li>
        </ol>
      </section>
      <ContactSection />
    </div>
  );
}
