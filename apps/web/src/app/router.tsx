import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { NotFound } from '../components/status';
import { Layout } from './layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Shopper screens, each its own chunk: the server sends the page drawn, and the browser loads the
 * screen's chunk beside the app's before it takes the page over.
 */
const shopperRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/routes/home-page')) },
  { path: 'shop', lazy: page(() => import('../features/catalog/routes/shop-page')) },
  { path: 'category/:id', lazy: page(() => import('../features/catalog/routes/category-page')) },
  { path: 'product/:id', lazy: page(() => import('../features/catalog/routes/product-page')) },
  { path: 'search', lazy: page(() => import('../features/search/routes/search-page')) },
  { path: 'about', lazy: page(() => import('../features/info/routes/about-page')) },
  { path: 'contact', lazy: page(() => import('../features/info/routes/contact-page')) },
  { path: 'privacy-policy', lazy: page(() => import('../features/info/routes/privacy-page')) },
  { path: 'terms', lazy: page(() => import('../features/info/routes/terms-page')) },
  // The old app's footer linked to this misspelling.
  { path: 'contant', element: <Navigate to="/contact" replace /> },
];

/** Account and admin screens: their own chunks, never loaded by shopper pages. */
const accountRoutes: RouteObject[] = [
  { path: 'auth', lazy: page(() => import('../features/auth/routes/auth-page')) },
  { path: 'profile/:id', lazy: page(() => import('../features/auth/routes/profile-page')) },
  { path: 'dashboard', lazy: page(() => import('../features/admin/routes/dashboard-page')) },
  { path: 'admin/products', lazy: page(() => import('../features/admin/routes/dashboard-page')) },
  { path: 'admin/synonyms', lazy: page(() => import('../features/admin/routes/synonyms-page')) },
  { path: 'admin/settings', lazy: page(() => import('../features/admin/routes/settings-page')) },
  { path: 'category/create', lazy: page(() => import('../features/admin/routes/category-form-page')) },
  { path: 'category/edit/:id', lazy: page(() => import('../features/admin/routes/category-form-page')) },
  { path: 'product/create', lazy: page(() => import('../features/admin/routes/product-form-page')) },
  { path: 'product/edit/:id', lazy: page(() => import('../features/admin/routes/product-form-page')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [...shopperRoutes, ...accountRoutes, { path: '*', Component: NotFound }],
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
