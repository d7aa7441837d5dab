/**
 * What the browser loads of the contracts: routes, pages, rules and pure functions, with no zod. The
 * types of the whole contract (schemas' inputs and outputs) come along as types only.
 */
export * from './api-routes';
export * from './documents';
export * from './feeds';
export * from './filters';
export * from './ids';
export * from './images';
export * from './orders';
export * from './messengers';
export * from './others-category';
export * from './page-titles';
export * from './pages';
export * from './promises';
export * from './query-keys';
export * from './questions';
export * from './request-list';
export * from './rules';
export * from './sale-units';
export * from './spreadsheets';
export * from './stock';
export * from './text';
export * from './trade';
export * from './working-hours';
export type * from '../index';
