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

/** Google's unit pricing for what is sold by measure: a price per metre is per 1 m. */
const UNIT_PRICING: Partial<Record<FeedProduct['unit'], string>> = { metre: '1m', kilogram: '1kg' };

const field = (name: string, value: string) => `<g:${name}>${xmlText(value)}</g:${name}>`;

/**
 * A product sold as one is one item, as before. A family is an item per enabled variant: its own `g:id`,
 * price, availability and barcode, the product's id as `g:item_group_id`, and its page at `?v=`.
 */
function items(product: FeedProduct, source: FeedSource): string[] {
  const page = source.origin + productPath(product.id);
  if (product.optionNames.length === 0) {
    const { id, title, price, stock } = product;
    const barcode = product.variants[0]?.barcode ?? null;
    return [item(product, source, { id, title, link: page, price, stock, barcode, group: undefined })];
  }
  return product.variants
    .filter((variant) => variant.enabled)
    .map((variant) =>
      item(product, source, {
        id: variant.id,
        title: `${product.title} (${variant.optionValues.join('، ')})`,
        link: `${page}?v=${variant.id}`,
        price: variant.price,
        stock: variant.stock,
        barcode: variant.barcode,
        group: product.id,
      }),
    );
}

interface ItemFields {
  id: string;
  title: string;
  link: string;
  price: number;
  stock: number;
  barcode: string | null;
  group: string | undefined;
}

function item(product: FeedProduct, source: FeedSource, fields: ItemFields): string {
  const image = imageAddress(source.imagesBase, source.origin);
  const description = (product.descriptionText.trim() || product.title).slice(0, DESCRIPTION_MAX);
  const unitPricing = UNIT_PRICING[product.unit];
  return [
    '<item>',
    field('id', fields.id),
    ...(fields.group ? [field('item_group_id', fields.group)] : []),
    `<title>${xmlText(fields.title)}</title>`,
    `<description>${xmlText(description)}</description>`,
    `<link>${xmlText(fields.link)}</link>`,
    field('image_link', image(product.image)),
    ...product.gallery
      .slice(0, ADDITIONAL_IMAGES_MAX)
      .map((file) => field('additional_image_link', image(file))),
    field('availability', fields.stock > 0 ? 'in_stock' : 'out_of_stock'),
    // Prices are kept in toman; the feed names the currency's code, IRR (a toman is ten rials).
    field('price', `${fields.price * 10} IRR`),
    ...(unitPricing
      ? [field('unit_pricing_measure', unitPricing), field('unit_pricing_base_measure', unitPricing)]
      : []),
    ...(product.brandName ? [field('brand', product.brandName)] : []),
    // A barcode is the GTIN; without one, Google is told there is no identifier.
    fields.barcode ? field('gtin', fields.barcode) : field('identifier_exists', 'no'),
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
    yield page.flatMap((product) => items(product, source)).join('\n') + '\n';
  yield '</channel>\n</rss>\n';
}
