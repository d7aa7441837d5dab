import {
  brandEndpoints,
  categoryEndpoints,
  productEndpoints,
  searchEndpoints,
  settingsEndpoints,
  type Endpoint,
  type PageCall,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { NOT_FOUND_MESSAGE } from '../../http/contract-route';
import { parseInput } from '../../http/validate';
import { getBrandPage } from '../catalog/brand-service';
import { getCategoryPage, listCategories } from '../catalog/category-service';
import { listPopularProducts, listFilteredPage } from '../catalog/product-queries';
import { filterPanel } from '../catalog/filter-panel';
import { getProductWithRelated } from '../catalog/product-service';
import { matchingCondition, searchCatalog, searchRequestOf } from '../search/service';
import { getShopSettings } from '../settings/service';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Read<E extends Endpoint> = (input: {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
}) => Promise<z.input<E['response']>>;

/**
 * Answers the calls of a page's first screen (`pages` in the contracts) as the API would: the call's
 * params and query read with the endpoint's schemas, then the same service function its route calls.
 */
export function pageAnswers(db: Database) {
  const reads = new Map<string, { endpoint: Endpoint; read: Read<Endpoint> }>();
  const answer = <E extends Endpoint>(endpoint: E, read: Read<E>) =>
    reads.set(`${endpoint.method} ${endpoint.path}`, { endpoint, read: read as Read<Endpoint> });

  answer(settingsEndpoints.get, () => getShopSettings(db));
  answer(categoryEndpoints.getAll, async () => ({ categories: await listCategories(db) }));
  answer(categoryEndpoints.getWithProducts, ({ params, query }) => getCategoryPage(db, params.id, query));
  answer(brandEndpoints.getWithProducts, ({ params, query }) => getBrandPage(db, params.id, query));
  answer(productEndpoints.list, ({ query: { categoryId, ...query } }) =>
    listFilteredPage(db, { categoryId }, query),
  );
  answer(productEndpoints.filters, ({ query }) => filterPanel(db, query, matchingCondition));
  answer(productEndpoints.popular, async () => ({ items: await listPopularProducts(db) }));
  answer(productEndpoints.getWithRelated, ({ params }) => getProductWithRelated(db, params.id));
  answer(searchEndpoints.search, ({ query }) => searchCatalog(db, searchRequestOf(query)));

  return async (call: PageCall): Promise<unknown> => {
    const known = reads.get(`${call.route.method} ${call.route.path}`);
    if (!known) throw new Error(`no page answer for ${call.route.method} ${call.route.path}`);
    const { endpoint, read } = known;
    const params = endpoint.params?.safeParse(call.params);
    if (params && !params.success) throw notFound(NOT_FOUND_MESSAGE);
    const query = endpoint.query && parseInput(endpoint.query, call.query ?? {});
    return read({ params: params?.data, query } as Parameters<Read<Endpoint>>[0]);
  };
}
