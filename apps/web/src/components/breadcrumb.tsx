import { Link } from 'react-router-dom';
import { BidiText } from './bidi-text';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="مسیر صفحه">
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.to ? (
              <Link to={item.to}>
                <BidiText text={item.label} />
              </Link>
            ) : (
              <span aria-current="page">
                <BidiText text={item.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
