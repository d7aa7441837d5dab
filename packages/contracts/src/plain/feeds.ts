/**
 * Where price-comparison sites and search engines read the catalog: Torob's Product API v3 (POST, JSON,
 * signed by Torob) and an RSS 2.0 product feed with Google's `g:` fields.
 */
export const FEED_PATHS = {
  torobProducts: '/torob_api/v3/products',
  productsXml: '/feeds/products.xml',
} as const;
