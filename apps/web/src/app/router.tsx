import {
  startTransition,
  use,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { matchPage, PAGE_REDIRECTS, pages, type PageName } from '@shop/contracts/plain';
import { Navigate, Router, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '../components/status';
import { theBrowserHistory } from '../lib/browser-history';
import { Layout } from './layout';
import { PageFailure } from './page-failure';

type Screen = () => Promise<{ default: ComponentType }>;

/**
 * The screen of every page of the contracts' `pages` table, each its own chunk: the server sends shopper
 * pages drawn, and the browser loads the screen's chunk beside the app's before it takes the page over.
 * Account and admin screens are never loaded by shopper pages.
 */
const screens: Record<PageName, Screen> = {
  home: () => import('./routes/home-page'),
  shop: () => import('../features/catalog/routes/shop-page'),
  category: () => import('../features/catalog/routes/category-page'),
  brands: () => import('../features/catalog/routes/brands-page'),
  brand: () => import('../features/catalog/routes/brand-page'),
  product: () => import('./routes/product-page'),
  search: () => import('../features/search/routes/search-page'),
  about: () => import('../features/info/routes/about-page'),
  contact: () => import('../features/info/routes/contact-page'),
  privacy: () => import('../features/info/routes/privacy-page'),
  terms: () => import('../features/info/routes/terms-page'),
  compare: () => import('./routes/compare-page'),
  requestList: () => import('../features/request-list/routes/request-list-page'),
  proForma: () => import('../features/request-list/routes/pro-forma-page'),
  alertStop: () => import('../features/alerts/routes/alert-stop-page'),
  auth: () => import('../features/auth/routes/auth-page'),
  profile: () => import('./routes/profile-page'),
  dashboard: () => import('./routes/dashboard-page'),
  adminProducts: () => import('./routes/dashboard-page'),
  adminSynonyms: () => import('../features/search/admin/routes/synonyms-page'),
  adminSettings: () => import('../features/settings/admin/routes/settings-page'),
  adminPriceChanges: () => import('../features/price-changes/admin/routes/price-changes-page'),
  adminSpreadsheets: () => import('../features/spreadsheets/admin/routes/spreadsheets-page'),
  adminOrders: () => import('../features/orders/admin/routes/orders-page'),
  adminOrderCreate: () => import('../features/orders/admin/routes/order-create-page'),
  adminOrder: () => import('../features/orders/admin/routes/order-page'),
  adminTrade: () => import('../features/trade/admin/routes/trade-page'),
  adminQuestions: () => import('../features/questions/admin/routes/questions-page'),
  categoryCreate: () => import('../features/catalog/admin/routes/category-form-page'),
  categoryEdit: () => import('../features/catalog/admin/routes/category-form-page'),
  productCreate: () => import('../features/catalog/admin/routes/product-form-page'),
  productEdit: () => import('../features/catalog/admin/routes/product-form-page'),
  brandCreate: () => import('../features/catalog/admin/routes/brand-form-page'),
  brandEdit: () => import('../features/catalog/admin/routes/brand-form-page'),
};

const loading = new Map<PageName, Promise<ReactElement>>();
const loaded = new Map<PageName, ReactElement>();

function loadScreen(name: PageName) {
  let screen = loading.get(name);
  if (!screen) {
    screen = screens[name]().then(({ default: Screen }) => {
      const element = <Screen />;
      loaded.set(name, element);
      return element;
    });
    loading.set(name, screen);
  }
  return screen;
}

/**
 * A page's screen, drawn at once when its chunk is in (always so for the page the app starts on).
 * Otherwise it suspends: the router changes pages in a transition, so the page being left stays on
 * screen until the next one's chunk has arrived.
 */
function PageScreen({ name }: { name: PageName }) {
  return loaded.get(name) ?? use(loadScreen(name));
}

const pageRoutes: RouteObject[] = (Object.keys(pages) as PageName[]).map((name) => ({
  path: pages[name].path,
  element: <PageScreen name={name} />,
}));

const redirects: RouteObject[] = PAGE_REDIRECTS.map(({ from, to }) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [...pageRoutes, ...redirects, { path: '*', Component: NotFound }],
  },
];

/** The page for the router's address. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunk of the screen that `pathname` opens (the contracts' `matchPage`, which router.test.ts
 * holds to the routes). The browser does this before it hydrates the server's HTML, and the server
 * before it draws a page: a screen still loading would draw nothing.
 */
export async function loadRoutesFor(pathname: string) {
  const page = matchPage(pathname);
  if (page) await loadScreen(page.name);
}

/**
 * The app's router in the browser: react-router's declarative router over the page's history, which can
 * hold a navigation until the user answers (see browser-history.ts). Page changes are transitions.
 */
export function BrowserRoutes() {
  const history = theBrowserHistory();
  const [{ action, location }, setShown] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setShown(update))), [history]);
  return (
    <Router location={location} navigationType={action} navigator={history}>
      {/* The page's own part has a boundary in the layout; this one is for the layout's parts. */}
      <PageFailure address={location.pathname}>
        <AppRoutes />
      </PageFailure>
    </Router>
  );
}
