import { pageTitles } from '@shop/contracts/plain';
import { BenefitCards } from '../../../components/benefit-cards';
import { usePageMeta } from '../../../shell/page-meta';
import { useSettings } from '../../../shell/api/get-settings';
import { ContactSection } from '../components/contact-section';

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
      {/* The home page's cards: what the settings say, never another promise. */}
      {data && <BenefitCards settings={data.settings} heading="h2" />}
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
