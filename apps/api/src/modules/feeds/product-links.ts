import { matchPage, pagePath } from '@shop/contracts';

/** The product page's path; the feeds put the shop's origin before it. */
export const productPath = (id: string) => pagePath('product', { id });

/** The product id a page URL of this shop names (a trailing slash allowed), if it names one. */
export function productIdOfUrl(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const page = parsed.origin === origin ? matchPage(parsed.pathname) : undefined;
  return page?.name === 'product' ? page.params.id : undefined;
}
