import { matchPage, pagePath } from '@shop/contracts';

/** The product page's path; the feeds put the shop's origin before it. */
export const productPath = (id: string) => pagePath('product', { id });

/** A variant's own page: the product page at `?v=<variant>`. */
export const variantPath = (productId: string, variantId: string) =>
  `${productPath(productId)}?v=${variantId}`;

/** The product and variant (`?v=`) a page URL of this shop names, if it names a product page. */
export function pageOfUrl(
  url: string,
  origin: string,
): { productId: string; variantId?: string } | undefined {
  const productId = productIdOfUrl(url, origin);
  if (productId === undefined) return undefined;
  const variantId = new URL(url).searchParams.get('v') ?? undefined;
  return variantId === undefined ? { productId } : { productId, variantId };
}

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
