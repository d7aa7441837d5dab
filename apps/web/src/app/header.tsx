import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { categoryName, pagePath } from '@shop/contracts/plain';
import { useSettings } from '../shell/api/get-settings';
import { useAuth } from '../shell/api/validate-token';
import { useCategories } from '../shell/api/list-categories';
import { SearchBox } from '../features/search/components/search-box';
import { useFocusTrap } from '../lib/focus-trap';
import { useOpenUntilNavigation } from '../lib/open-until-navigation';

// Their code (and the compare list's) arrives after the page's: the page weight budget. The server draws
// them (it waits for lazy parts), and the browser keeps that markup until the code is there.
const HeaderCounters = lazy(() => import('./header-counters'));

function AccountLinks() {
  const { data: auth } = useAuth();
  if (!auth?.isAuthenticated) return <NavLink to={pagePath('auth')}>ثبت نام / ورود</NavLink>;
  return (
    <>
      <NavLink to={pagePath('profile', { id: auth.userId })}>پروفایل من</NavLink>
      {auth.userRole === 'admin' && <NavLink to={pagePath('dashboard')}>داشبورد</NavLink>}
      {auth.userRole === 'admin' && <NavLink to={pagePath('adminOrders')}>سفارش‌ها</NavLink>}
      {auth.userRole === 'admin' && <NavLink to={pagePath('adminTrade')}>همکاران</NavLink>}
      {auth.userRole === 'admin' && <NavLink to={pagePath('adminQuestions')}>پرسش‌ها</NavLink>}
    </>
  );
}

function CategoryMenu() {
  const { data } = useCategories();
  const [open, setOpen] = useOpenUntilNavigation();
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const close = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [setOpen]);
  return (
    <div className="dropdown" ref={menu} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen(!open)}>
        دسته‌بندی‌ها
        <span aria-hidden="true" className="caret">
          ▾
        </span>
      </button>
      <ul className="dropdown-menu" hidden={!open}>
        {data?.categories.map((category) => (
          <li key={category._id}>
            <Link to={pagePath('category', { id: category._id })}>{categoryName(category.title)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NavItems() {
  return (
    <>
      <NavLink to={pagePath('home')} end>
        خانه
      </NavLink>
      <NavLink to={pagePath('shop')}>فروشگاه</NavLink>
      <CategoryMenu />
      <NavLink to={pagePath('brands')}>برندها</NavLink>
      <NavLink to={pagePath('contact')}>تماس با ما</NavLink>
      <AccountLinks />
    </>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const panel = useFocusTrap<HTMLDivElement>(onClose);
  return (
    <div className="mobile-menu-backdrop" onClick={onClose}>
      <div
        className="mobile-menu"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="منوی اصلی"
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className="icon-button close" aria-label="بستن منو" onClick={onClose}>
          ✕
        </button>
        <SearchBox onDone={onClose} />
        <nav className="mobile-nav" aria-label="منوی اصلی">
          <NavItems />
        </nav>
      </div>
    </div>
  );
}

export function Header({ compact }: { compact: boolean }) {
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation();
  const [searchOpen, setSearchOpen] = useOpenUntilNavigation();
  const shopName = useSettings().data?.settings.shopName.fa;

  return (
    <header className={compact ? 'site-header compact' : 'site-header'}>
      <div className="header-row">
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-label="باز کردن منو"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
        <Link to={pagePath('home')} className="brand" aria-label={`${shopName ?? ''}، صفحه اصلی`}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{shopName}</span>
        </Link>
        <nav className="desktop-nav" aria-label="منوی اصلی">
          <NavItems />
        </nav>
        <div className="header-search">
          <SearchBox />
        </div>
        <button
          type="button"
          className="icon-button search-toggle"
          aria-label={searchOpen ? 'بستن جستجو' : 'جستجو'}
          aria-expanded={searchOpen}
          onClick={() => setSearchOpen(!searchOpen)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2m0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12"
            />
          </svg>
        </button>
        <Suspense fallback={null}>
          <HeaderCounters />
        </Suspense>
      </div>
      {searchOpen && (
        <div className="mobile-search">
          <SearchBox autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      )}
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
