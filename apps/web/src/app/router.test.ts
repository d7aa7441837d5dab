import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { matchPage, pagePath, pages, type PageName } from '@shop/contracts/plain';
import { routes } from './router';

/** Every page's address as the web links to it (an id or a token where the path takes one). */
const addressOf = (name: PageName) =>
  (pagePath as (name: PageName, params?: Record<string, string>) => string)(name, {
    id: 'p-1',
    token: 'Zx8kQ2mP4rT7vW9yB3nD',
  });

/** The page react-router opens for a path in the browser. */
const routedPage = (pathname: string) => {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return (Object.keys(pages) as PageName[]).find((name) => pages[name].path === leaf?.route.path);
};

describe('the browser and the server open the same page for an address', () => {
  for (const name of Object.keys(pages) as PageName[]) {
    it(`${name}: ${pages[name].path}`, () => {
      const address = addressOf(name);
      expect(routedPage(address)).toBe(name);
      expect(matchPage(address)?.name).toBe(name);
    });
  }

  it('a fixed path wins over a parameter: /product/create is the form, not a product', () => {
    expect(routedPage('/product/create')).toBe('productCreate');
    expect(matchPage('/product/create')).toEqual({ name: 'productCreate', params: {} });
  });

  it('the id reaches the page unescaped', () => {
    expect(matchPage(pagePath('product', { id: 'a b' }))).toEqual({ name: 'product', params: { id: 'a b' } });
  });

  it('an unknown address is no page on either side', () => {
    expect(matchPage('/no/such/page')).toBeUndefined();
    expect(routedPage('/no/such/page')).toBeUndefined();
  });
});
