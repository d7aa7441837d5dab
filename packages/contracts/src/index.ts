import { z } from 'zod';

// Messages zod writes itself (a missing body, a field of the wrong type) reach shoppers: make them
// Persian, and say "wrong type" in words rather than naming JavaScript types.
z.config(z.locales.fa());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined
        ? 'مقداری الزامی ارسال نشده است'
        : 'نوع مقدار ارسال‌شده نادرست است'
      : undefined,
});

export * from './plain';
export * from './endpoint';
export * from './errors';
export * from './entities';
export * from './health';
export * from './search';
export * from './synonyms';
export * from './auth';
export * from './users';
export * from './catalog';
export * from './brands';
export * from './documents';
export * from './attributes';
export * from './settings';
export * from './inquiries';
export * from './funnel';
export * from './request-list';
export * from './orders';
export * from './alerts';
export * from './trade';
export * from './torob-orders';
export * from './price-changes';
export * from './price-history';
export * from './spreadsheets';
export * from './questions';

// Every `…Endpoints` object this package exports is a group of endpoints: a new group is in the union
// below as soon as it is exported.
import type * as contracts from './index';

type EndpointGroupName = Extract<keyof typeof contracts, `${string}Endpoints`>;
/** Every endpoint of the API, as one union: `EndpointAt` finds one by its route. */
export type AnyEndpoint = {
  [Group in EndpointGroupName]: (typeof contracts)[Group][keyof (typeof contracts)[Group]];
}[EndpointGroupName];

/** The endpoint, with its schemas, that a route of `apiRoutes` names. */
export type EndpointAt<Route extends { method: string; path: string }> = Extract<
  AnyEndpoint,
  { method: Route['method']; path: Route['path'] }
>;
