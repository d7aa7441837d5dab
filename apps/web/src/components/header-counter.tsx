import { NavLink } from 'react-router-dom';
import { toPersianDigits } from '../lib/format';

interface Props {
  to: string;
  /** What the link opens («لیست خرید»), its tooltip and its name when empty. */
  name: string;
  /** What is counted («قلم»), read after the count: «لیست خرید، ۲ قلم». */
  unit: string;
  count: number;
  /** The icon's SVG path, on a 24-unit square. */
  icon: string;
}

/** A header link with how many things it holds: the request list, the compare list. */
export function HeaderCounter({ to, name, unit, count, icon }: Props) {
  return (
    <NavLink
      to={to}
      className="icon-button header-counter"
      aria-label={count ? `${name}، ${toPersianDigits(count)} ${unit}` : name}
      title={name}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path fill="currentColor" d={icon} />
      </svg>
      {count > 0 && (
        <span className="header-counter-count" aria-hidden="true">
          {toPersianDigits(count)}
        </span>
      )}
    </NavLink>
  );
}
