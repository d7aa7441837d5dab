import { matchPage, pages, proFormaEndpoints, queryKeyFor, SHELL_CALLS } from '@shop/contracts';
import request from 'supertest';
import { createBrand, createCategory, createProduct } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import { embedded } from '../support/page-html';
import { fakeWebBuild } from '../support/web-build';

describe('the pages table, drawn by the server', () => {
  const context = useTestApp({ webDist: fakeWebBuild(), admin: true });

  it("when every shopper page is opened, then each of its calls is answered by its endpoint's route and embedded under the web's key", async () => {
    const category = await createCategory(context.app, context.admin);
    const brand = await createBrand(context.app, context.admin);
    const product = await createProduct(context.app, context.admin, { brandId: brand._id });
    const ids: Record<string, string> = { category: category._id, brand: brand._id, product: product._id };
    const lines = [{ variantId: product.variants[0]!._id, quantity: 1, addedPrice: null }];
    const made = await request(context.app)
      .post(proFormaEndpoints.create.path)
      .send({ lines, channel: 'link' });
    const { token } = proFormaEndpoints.create.response.parse(made.body).proForma;

    for (const [name, page] of Object.entries(pages)) {
      if (!('queries' in page)) continue;
      const path = page.path.replace(':id', ids[name] ?? '').replace(':token', token);
      const url = new URL(`${path}?q=${product.title}`, 'http://shop');
      const response = await request(context.app).get(url.pathname + url.search);
      expect([name, response.status]).toEqual([name, 200]);

      const calls = page.queries({ params: matchPage(url.pathname)!.params, search: url.searchParams });
      const keys = [...SHELL_CALLS, ...calls].map((call) => queryKeyFor(call.route, call));
      expect(embedded(response.text).map((answer) => answer.key)).toEqual(keys);
    }
  });
});
