import { pagePath } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';

/** The spec's access-denied view. */
export function AccessDenied() {
  return (
    <section className="not-found">
      <h1>دسترسی ممنوع</h1>
      <p>شما اجازه دیدن این صفحه را ندارید.</p>
      <Link to={pagePath('home')} className="button">
        بازگشت به صفحه اصلی
      </Link>
    </section>
  );
}
