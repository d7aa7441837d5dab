import type { ShopSettings } from '@shop/contracts/plain';
import { formatHours, freeShippingRule } from '../lib/shop-info';

const ICONS = {
  shipping:
    'M3 6h11v9H3zM14 9h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3m11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3',
  hours:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m-1 3v6l5 3 1-1.7-4-2.4V7z',
  owner: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-1 13l6-6-1.4-1.4L11 12.2 8.4 9.6 7 11z',
};

interface Card {
  title: string;
  text: string;
  icon: keyof typeof ICONS;
}

/**
 * «چرا ما را انتخاب کنید؟»: free shipping and the hours as the settings say them (so no card can promise
 * another figure than the footer and the product pages), then the owner's own cards.
 */
function cardsOf(settings: ShopSettings): Card[] {
  const shipping = freeShippingRule(settings.freeShippingThreshold);
  return [
    ...(shipping ? [{ title: 'ارسال رایگان', text: shipping, icon: 'shipping' as const }] : []),
    { title: 'ساعت پاسخ‌گویی', text: formatHours(settings.workingHours), icon: 'hours' },
    ...settings.benefits.map((card) => ({ ...card, icon: 'owner' as const })),
  ];
}

/** The cards as the home and about pages show them; `heading` is their titles' level under the page's. */
export function BenefitCards({
  settings,
  heading: Heading,
}: {
  settings: ShopSettings;
  heading: 'h2' | 'h3';
}) {
  return (
    <ul className="benefits">
      {cardsOf(settings).map((card, index) => (
        <li key={index} className="benefit-card">
          <span className="benefit-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="26" height="26">
              <path fill="currentColor" d={ICONS[card.icon]} />
            </svg>
          </span>
          <Heading>{card.title}</Heading>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
