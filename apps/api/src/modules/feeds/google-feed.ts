import type { Database } from '../../db/client';
import { imageAddress } from '../../images/image-address';
import { walkProducts, type FeedProduct } from '../catalog/product-walk';
import { productPath } from './product-links';

/** Google's namespace for product fields in RSS 2.0. */
export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
/** Rows read from the database at a time while the feed is written. */
const FEED_PAGE_ROWS = 500;
// Google's limits: a description of at most 5,000 characters, at most 10 additional pictures.
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

// Characters XML 1.0 cannot hold at all (controls other than tab and line ends, lone surrogates, U+FFFE/F).
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data: escaped, and without the characters XML forbids. */
export const xmlText = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

export interface FeedSource {
  db: Database;
  origin: string;
  imagesBase: string;
  shopName: string;
}

function item(product: FeedProduct, source: FeedSource): string {
  const image = imageAddress(source.imagesBase, source.origin);
  const description = (product.descriptionText.trim() || product.title).slice(0, DESCRIPTION_MAX);
  const field = (name: string, value: string) => `<g:${name}>${xmlText(value)}</g:${name}>`;
  return [
    '<item>',
    field('id', product.id),
    `<title>${xmlText(product.title)}</title>`,
    `<description>${xmlText(description)}</description>`,
    `<link>${xmlText(source.origin + productPath(product.id))}</link>`,
    field('image_link', image(product.image)),
    ...product.gallery
      .slice(0, ADDITIONAL_IMAGES_MAX)
      .map((file) => field('additional_image_link', image(file))),
    field('availability', product.stock > 0 ? 'in_stock' : 'out_of_stock'),
    // Prices are kept in toman; the feed names the currency's code, IRR (a toman is ten rials).
    field('price', `${product.price * 10} IRR`),
    ...(product.brandName ? [field('brand', product.brandName)] : []),
    // No GTIN or manufacturer part numbers are kept.
    field('identifier_exists', 'no'),
    field('condition', 'new'),
    ...(product.categoryTitle ? [field('product_type', product.categoryTitle)] : []),
    '</item>',
  ].join('');
}

/** The feed as a sequence of text pieces: the channel's head, a piece per page of rows, the end. */
export async function* productFeedXml(source: FeedSource): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NS}">\n<channel>\n`;
  yield `<title>${xmlText(source.shopName)}</title>\n<link>${xmlText(source.origin)}/</link>\n`;
  yield `<description>${xmlText(`محصولات ${source.shopName}`)}</description>\n`;
  for await (const page of walkProducts(source.db, 'date_added_desc', FEED_PAGE_ROWS))
    yield page.map((product) => item(product, source)).join('\n') + '\n';
  yield '</channel>\n</rss>\n';
}
