import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RequestListSync } from '../features/request-list/components/request-list-sync';
import { useAuth } from '../shell/api/validate-token';
import { BackToTop } from './back-to-top';
import { Header } from './header';
import { PageFailure } from './page-failure';

// Below every page's fold: its code arrives after the page's own (the server still draws it).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

const SHRINK_AFTER_PX = 10;
const TOP_BUTTON_AFTER_PX = 300;

function useScrollY() {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = () => setY(window.scrollY);
    onScroll(); // the shopper may have scrolled the server's page before the app took it over
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return y;
}

/** Every route, and every page of a list, starts at the top; `#id` links scroll smoothly to their target. */
function useScrollBehaviour() {
  const { pathname, search } = useLocation();
  const listPage = new URLSearchParams(search).get('page');
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
  }, [pathname, listPage]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href^="#"]');
      const id = link?.getAttribute('href')?.slice(1);
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ behavior: 'smooth' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

export function Layout() {
  const auth = useAuth();
  const scrollY = useScrollY();
  const { pathname } = useLocation();
  useScrollBehaviour();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        پرش به محتوای اصلی
      </a>
      <Header compact={scrollY > SHRINK_AFTER_PX} />
      <main id="main" className="site-main" tabIndex={-1}>
        {auth.isPending ? (
          <p className="app-loading" role="status">
            در حال بارگذاری...
          </p>
        ) : (
          <PageFailure address={pathname}>
            <Outlet />
          </PageFailure>
        )}
      </main>
      <PageFailure address={pathname} fallback={null}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </PageFailure>
      <RequestListSync />
      {scrollY > TOP_BUTTON_AFTER_PX && <BackToTop scrollY={scrollY} />}
    </div>
  );
}
