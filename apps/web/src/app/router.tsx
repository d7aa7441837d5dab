import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFound } from '../components/status';
import { HomePage } from '../features/home/routes/home-page';
import { Layout } from './layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Shopper screens. Each is its own chunk except home, the usual first screen. */
const shopperRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
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

export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [...shopperRoutes, ...accountRoutes, { path: '*', Component: NotFound }],
  },
]);
