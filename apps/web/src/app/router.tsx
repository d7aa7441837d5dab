import { PAGE_REDIRECTS, pages, type PageName } from '@shop/contracts/plain';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { NotFound } from '../components/status';
import { Layout } from './layout';

type Screen = () => Promise<{ default: React.ComponentType }>;

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

const pageRoutes: RouteObject[] = (Object.keys(pages) as PageName[]).map((name) => ({
  path: pages[name].path,
  lazy: async () => ({ Component: (await screens[name]()).default }),
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

/**
 * Loads the chunks of the screens that `pathname` opens, in place. The browser does this before it
 * hydrates the server's HTML, since a screen still loading would render nothing and the markup would
 * not match.
 */
export async function loadRoutesFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
