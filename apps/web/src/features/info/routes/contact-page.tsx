import { usePageMeta } from '../../../lib/page-meta';
import { ContactSection } from '../components/contact-section';

export default function ContactPage() {
  usePageMeta('تماس با ما', 'شماره تماس، واتس‌اپ، تلگرام، نشانی و ساعت کاری فروشگاه برق‌آفرین');
  return (
    <div className="page">
      <ContactSection headingLevel={1} />
    </div>
  );
}
