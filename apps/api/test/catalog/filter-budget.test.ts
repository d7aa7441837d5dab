import {
  apiErrorSchema,
  brandEndpoints,
  categoryEndpoints,
  productEndpoints,
  type Brand,
  type Category,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { addressRequests } from '../../src/db/schema';
import { ADDRESS_BUDGETS } from '../../src/http/address-budgets';
import { createBrand, createCategory, createProduct } from '../support/catalog-client';
import { manualClock, SECOND } from '../support/manual-clock';
import { secondProcess, useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';

const { limit } = ADDRESS_BUDGETS['filter-counts'];
const withId = (path: string, id: string) => path.replace(':id', id);

describe('uncached filter counts per client address', () => {
  const clock = manualClock();
  // Behind the shop's reverse proxy: the client address comes from X-Forwarded-For.
  const context = useTestApp({
    env: { TRUST_PROXY: '1 from 127.0.0.1' },
    clock: clock.now,
    webDist: fakeWebBuild(),
    admin: true,
  });
  let category: Category;
  let brand: Brand;

  beforeAll(async () => {
    category = await createCategory(context.app, context.admin, { title: 'چراغ سقفی بودجه' });
    brand = await createBrand(context.app, context.admin, { nameFa: 'برند بودجه', nameEn: 'Budget' });
    await createProduct(context.app, context.admin, { categoryId: category._id, brandId: brand._id });
  });

  const get = (path: string, address: string, query: Record<string, string | number> = {}) =>
    request(context.app).get(path).query(query).set('X-Forwarded-For', address);
  const panel = (address: string, query: Record<string, string | number>) =>
    get(productEndpoints.filters.path, address, { categoryId: category._id, ...query });
  const categoryPage = (address: string, query: Record<string, string | number> = {}) =>
    get(withId(categoryEndpoints.getWithProducts.path, category._id), address, query);
  const spentBy = async (address: string) =>
    (
      await context.db
        .select()
        .from(addressRequests)
        .where(and(eq(addressRequests.action, 'filter-counts'), eq(addressRequests.ip, address)))
    ).length;

  it('when one address asks for more uncached filter counts than its budget, then it gets a Persian 429 with Retry-After while another address is still answered', async () => {
    for (let i = 0; i < limit; i++) await panel('203.0.113.40', { minPrice: 1000 + i }).expect(200);
    expect(await spentBy('203.0.113.40')).toBe(limit);

    const refused = await panel('203.0.113.40', { minPrice: 999_999 }).expect(429);
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^درخواست‌های این اتصال بیش از حد مجاز بوده است؛ [۰-۹]+ دقیقه/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(await spentBy('203.0.113.40')).toBe(limit);

    await panel('198.51.100.40', { minPrice: 999_999 }).expect(200);

    clock.advance(retryAfter * SECOND);
    await panel('203.0.113.40', { minPrice: 999_999 }).expect(200);
  });

  it('when an answer is already kept, then asking for it again spends nothing, even past the budget', async () => {
    const address = '203.0.113.41';
    for (let i = 0; i < 5; i++) await panel(address, { brand: brand._id }).expect(200);
    expect(await spentBy(address)).toBe(1);

    for (let i = 1; i < limit; i++) await categoryPage(address, { maxPrice: 5_000_000 + i }).expect(200);
    await categoryPage(address, { maxPrice: 4_000_000 }).expect(429);

    const kept = await panel(address, { brand: brand._id }).expect(200);
    expect(productEndpoints.filters.response.parse(kept.body).total).toBe(1);
    expect(await spentBy(address)).toBe(limit);
  });

  it('when a listing chooses no filter, then it spends nothing; filtered listings of the shop, a category, a brand and a page all spend', async () => {
    const address = '203.0.113.42';
    for (let page = 1; page <= 3; page++) await categoryPage(address, { page }).expect(200);
    await get(`/category/${category._id}`, address, { page: 2 }).expect(200);
    expect(await spentBy(address)).toBe(0);

    await get(productEndpoints.list.path, address, { categoryId: category._id, inStock: 'true' }).expect(200);
    await get(withId(brandEndpoints.getWithProducts.path, brand._id), address, { maxPrice: 7 }).expect(200);
    await categoryPage(address, { brand: brand._id }).expect(200);
    await get(`/category/${category._id}`, address, { minPrice: 7 }).expect(200);
    expect(await spentBy(address)).toBe(4);
  });

  it('when one address asks through two API processes, then both draw on one budget', async () => {
    const other = secondProcess(context, clock.now);
    const address = '203.0.113.43';
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      const app = i % 2 === 0 ? context.app : other;
      const query = { categoryId: category._id, minPrice: 2000 + i };
      statuses.push(
        (await request(app).get(productEndpoints.filters.path).query(query).set('X-Forwarded-For', address))
          .status,
      );
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
  });
});
