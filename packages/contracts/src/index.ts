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
export * from './attributes';
export * from './settings';
export * from './inquiries';
export * from './price-changes';
export * from './spreadsheets';

import type { attributeEndpoints } from './attributes';
import type { authEndpoints } from './auth';
import type { brandEndpoints } from './brands';
import type { categoryEndpoints, productEndpoints } from './catalog';
import type { healthEndpoints } from './health';
import type { inquiryEndpoints } from './inquiries';
import type { priceChangeEndpoints } from './price-changes';
import type { searchEndpoints } from './search';
import type { feedSettingsEndpoints, settingsEndpoints } from './settings';
import type { spreadsheetEndpoints } from './spreadsheets';
import type { synonymEndpoints } from './synonyms';
import type { usersEndpoints } from './users';

type EndpointsOf<Group> = Group[keyof Group];
/** Every endpoint of the API, as one union: `EndpointAt` finds one by its route. */
export type AnyEndpoint =
  | EndpointsOf<typeof attributeEndpoints>
  | EndpointsOf<typeof authEndpoints>
  | EndpointsOf<typeof brandEndpoints>
  | EndpointsOf<typeof categoryEndpoints>
  | EndpointsOf<typeof productEndpoints>
  | EndpointsOf<typeof healthEndpoints>
  | EndpointsOf<typeof inquiryEndpoints>
  | EndpointsOf<typeof priceChangeEndpoints>
  | EndpointsOf<typeof searchEndpoints>
  | EndpointsOf<typeof settingsEndpoints>
  | EndpointsOf<typeof feedSettingsEndpoints>
  | EndpointsOf<typeof spreadsheetEndpoints>
  | EndpointsOf<typeof synonymEndpoints>
  | EndpointsOf<typeof usersEndpoints>;

/** The endpoint, with its schemas, that a route of `apiRoutes` names. */
export type EndpointAt<Route extends { method: string; path: string }> = Extract<
  AnyEndpoint,
  { method: Route['method']; path: Route['path'] }
>;
