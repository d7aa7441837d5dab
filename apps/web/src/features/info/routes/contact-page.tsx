import { pageTitles } from '@shop/contracts/plain';
import { usePageMeta } from '../../../shell/page-meta';
import { ContactSection } from '../components/contact-section';

export default function ContactPage() {
  usePageMeta(pageTitles.contact);
  return (
    <div className="page">
      <ContactSection headingLevel={1} />
    </div>
  );
}
