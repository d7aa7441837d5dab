import {
  ATTRIBUTE_KINDS,
  DOCUMENT_KINDS,
  INQUIRY_CHANNELS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PRICE_RULE_SCOPES,
  PRO_FORMA_CHANNELS,
  QUANTITY_TIER_SCOPES,
  SALE_UNITS,
  TRADE_APPLICATION_STATUSES,
  type PlainText,
  type PriceChangeRule,
  type ProForma,
  type OrderLine,
  type ProFormaLine,
  type ProductOption,
  type SafeHtml,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { SHOP_MESSAGE_PURPOSES } from '../modules/auth/sms/sms-provider';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of a normalized search text as a tsvector, each word a lexeme exactly as written (no
 * dictionary, no stemming): split on the single spaces the normalizer leaves, so a word here is a
 * word for the search patterns too. Words of 255 characters or more are left out (a lexeme holds at
 * most 2,047 bytes; no one searches for such a run).
 */
const wordsOf = (column: string) =>
  sql.raw(
    `array_to_tsvector(array_remove(string_to_array(regexp_replace("${column}", '[^ ]{255,}', '', 'g'), ' '), ''))`,
  );

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /** Bumped on logout and password reset: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The customer group whose prices the account sees; null: a consumer («مصرف‌کننده»), shop prices. */
    groupId: uuid('group_id').references((): AnyPgColumn => customerGroups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id),
    index('users_group_idx')
      .on(t.groupId)
      .where(sql`${t.groupId} IS NOT NULL`),
  ],
);

/** One-time codes sent by SMS, for sign-up and for password reset. Rows are kept for rate limiting. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the sign-up ticket handed to the client that entered the code; register needs it. */
    ticketHash: text('ticket_hash'),
    /** Set when the code is used up or replaced by a newer one. */
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phone, t.purpose, t.createdAt.desc()),
    index('phone_verifications_ip_idx').on(t.ip, t.createdAt.desc()),
    index('phone_verifications_created_at_idx').on(t.createdAt),
  ],
);

/** Failed password logins, for the per-phone and per-address limits; `ip` is the client's address key. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip'),
    /** From an address the account signed in from before: never slows the phone down for others. */
    fromKnownAddress: boolean('from_known_address').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_phone_idx').on(t.phone, t.createdAt.desc()),
    index('login_failures_ip_idx').on(t.ip, t.createdAt.desc()),
    index('login_failures_phone_ip_idx').on(t.phone, t.ip, t.createdAt.desc()),
    index('login_failures_created_at_idx').on(t.createdAt),
  ],
);

/** Requests counted against a client address's budget per action (see ADDRESS_BUDGETS). */
/** Searches per client address on a PostgreSQL server (see http/search-rate-limit.ts): one token bucket each. */
export const searchBuckets = pgTable(
  'search_buckets',
  {
    address: text('address').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    /** Whether the last search took a token (the answer of the same statement that counted it). */
    allowed: boolean('allowed').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('search_buckets_at_idx').on(t.at)],
);

export const addressRequests = pgTable(
  'address_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('address_requests_action_ip_idx').on(t.action, t.ip, t.createdAt.desc()),
    index('address_requests_created_at_idx').on(t.createdAt),
  ],
);

/** Addresses each account signed in from (or reset its password from): their right password is never refused for the phone's sake. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] }), index('sign_in_addresses_last_at_idx').on(t.lastAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').$type<SafeHtml>().notNull(),
    image: text('image').notNull(),
    /** normalizeForSearch(title), kept up to date on every write. */
    searchText: text('search_text').notNull().default(''),
    /** The one category («سایر») that takes a deleted category's products: it keeps this key when renamed. */
    catchAll: boolean('catch_all').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_title_key').on(sql`lower(${t.title})`),
    uniqueIndex('categories_catch_all_key')
      .on(t.catchAll)
      .where(sql`${t.catchAll}`),
    index('categories_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Makers of what the shop sells; a product has at most one. */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    /** Stored image name, or null for none. */
    logo: text('logo'),
    /** normalizeForSearch of each name: one brand per name however it is typed (ی/ي, case, spaces). */
    searchFa: text('search_fa').notNull(),
    searchEn: text('search_en').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_search_fa_key').on(t.searchFa),
    uniqueIndex('brands_search_en_key').on(t.searchEn),
    // Whether a stored picture is still some brand's logo (image-references.ts).
    index('brands_logo_idx').on(t.logo),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitized rich-text HTML. */
    description: text('description').$type<SafeHtml>().notNull(),
    /** Plain text of the description, for excerpts and search. */
    descriptionText: text('description_text')
      .$type<PlainText>()
      .notNull()
      .default('' as PlainText),
    // price, original_price, stock and variant_count sum up the product's variants (product_variants):
    // written by the variants' trigger, so listings, filters and sorts read one row per product. The
    // price is the cheapest enabled variant in stock (else the cheapest enabled), with its old price.
    price: bigint('price', { mode: 'number' }).notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    variantCount: integer('variant_count').notNull().default(1),
    /** The options variants differ by («سطح مقطع», «رنگ»), each with its values in order; [] for none. */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    unit: text('unit', { enum: SALE_UNITS }).notNull().default('piece'),
    /** Metres in a roll, pieces in a box; null for other units. */
    unitSize: integer('unit_size'),
    minQuantity: integer('min_quantity').notNull().default(1),
    quantityStep: integer('quantity_step').notNull().default(1),
    isPopular: boolean('is_popular').notNull().default(false),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** As shoppers read it («۱۸ ماه گارانتی شرکتی»); null: sold without a warranty. */
    warranty: text('warranty'),
    image: text('image').notNull(),
    gallery: text('gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** persianSortKey(title): sorts in Persian alphabetical order under the "C" collation. */
    titleSortKey: text('title_sort_key').notNull().default(''),
    /** normalizeForSearch(title). */
    searchTitle: text('search_title').notNull().default(''),
    /** normalizeForSearch(title + category title + description text). */
    searchText: text('search_text').notNull().default(''),
    /** The words of search_title, computed by the database: word lookups through a GIN index. */
    titleWords: tsvector('title_words').notNull().generatedAlwaysAs(wordsOf('search_title')),
    /** The words of search_text, computed by the database: word lookups through a GIN index. */
    searchWords: tsvector('search_words').notNull().generatedAlwaysAs(wordsOf('search_text')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.price, t.id),
    index('products_title_sort_idx').on(sql`${t.titleSortKey} COLLATE "C"`, t.id),
    index('products_category_created_at_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('products_category_price_idx').on(t.categoryId, t.price, t.id),
    index('products_category_title_sort_idx').on(t.categoryId, sql`${t.titleSortKey} COLLATE "C"`, t.id),
    // The brand page's three orders, as the category page's.
    index('products_brand_created_at_idx').on(t.brandId, t.createdAt.desc(), t.id.desc()),
    index('products_brand_price_idx').on(t.brandId, t.price, t.id),
    index('products_brand_title_sort_idx').on(t.brandId, sql`${t.titleSortKey} COLLATE "C"`, t.id),
    // The filter panel reads a category's (or the shop's) products from the index alone: brand, price,
    // stock and id, never the wide rows.
    index('products_category_facets_idx').on(t.categoryId, t.brandId, t.price, t.stock, t.id),
    index('products_updated_at_idx').on(t.updatedAt),
    // "Does any row still use this image?", asked before its files are removed.
    index('products_image_idx').on(t.image),
    index('products_gallery_idx').using('gin', t.gallery),
    index('products_popular_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPopular}`),
    // The dashboard's out-of-stock and low-stock lists, newest first, and their counts: the few such
    // products, never a walk through all of them. The low bound is LOW_STOCK_AT (contracts/plain/stock.ts).
    index('products_out_of_stock_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.stock} = 0`),
    index('products_low_stock_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.stock} > 0 AND ${t.stock} <= 5`),
    // The related strip's order (in stock first, newest next): a few dozen index entries per product
    // page, however large the category.
    index('products_category_related_idx').on(
      t.categoryId,
      sql`(${t.stock} > 0) DESC`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('products_popular_related_idx')
      .on(sql`(${t.stock} > 0) DESC`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPopular}`),
    index('products_search_title_trgm_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    // Without fastupdate, a write puts its words in the index at once: with it, they would wait in a
    // pending list that every search reads through until a vacuum (after a bulk load, thousands).
    index('products_title_words_idx').using('gin', t.titleWords).with({ fastupdate: false }),
    index('products_search_words_idx').using('gin', t.searchWords).with({ fastupdate: false }),
  ],
);

/**
 * What the shop remembers of a deleted product, so a link to it (from Torob, a search engine, a chat)
 * answers 410 with «دیگر فروخته نمی‌شود», a search box and its category's products instead of a bare 404.
 * Written by a statement trigger on the delete (migration 0024), in its transaction, whoever deletes.
 */
export const removedProducts = pgTable(
  'removed_products',
  {
    /** The deleted product's id (ids are never given again). */
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // A category's delete sets its removed products' category to null: one index range, not a scan.
  (t) => [index('removed_products_category_idx').on(t.categoryId)],
);

/**
 * What a shopper buys: one combination of the product's option values, with its own code, price, old
 * price and stock. A product without options has one variant with no values. Every write here sums up
 * into the product's row (see `products.price`) by a statement trigger, whoever writes.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** One value per option of the product, in the options' order. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The shop's own code (SKU), unique in the shop. */
    code: text('code'),
    /** The barcode or GTIN («شناسه کالا»), unique in the shop. */
    barcode: text('barcode'),
    price: bigint('price', { mode: 'number' }).notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    /** One of the product's images (its main image or a gallery file); null shows the product's. */
    image: text('image'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_combination_key').on(t.productId, t.optionValues),
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_code_key')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.code} IS NOT NULL`),
    uniqueIndex('product_variants_barcode_key')
      .on(t.barcode)
      .where(sql`${t.barcode} IS NOT NULL`),
    index('product_variants_image_idx')
      .on(t.image)
      .where(sql`${t.image} IS NOT NULL`),
    check('product_variants_price_positive', sql`${t.price} > 0`),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/**
 * The attributes of a category's specification table, in `position` order. Values live in
 * product_attribute_values, one row per product and attribute, so a filter on an attribute is an index
 * range and a count of products per value is a GROUP BY over an index.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ATTRIBUTE_KINDS }).notNull(),
    /** Numbers only: the unit shown after the value. */
    unit: text('unit'),
    filterable: boolean('filterable').notNull().default(false),
    position: integer('position').notNull(),
    /** normalizeForSearch(name): one attribute per name in a category. */
    searchName: text('search_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('category_attributes_name_key').on(t.categoryId, t.searchName),
    index('category_attributes_position_idx').on(t.categoryId, t.position),
  ],
);

/** The values of a list attribute, in `position` order; products point at them by id, so a rename is one row. */
export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: integer('position').notNull(),
    searchValue: text('search_value').notNull(),
  },
  (t) => [
    uniqueIndex('attribute_options_value_key').on(t.attributeId, t.searchValue),
    index('attribute_options_position_idx').on(t.attributeId, t.position),
  ],
);

/** The columns both tables of values share: the product, the attribute, and a number or a list value. */
const valueColumns = () => ({
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  attributeId: uuid('attribute_id')
    .notNull()
    .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
  numberValue: doublePrecision('number_value'),
  optionId: uuid('option_id').references(() => attributeOptions.id, { onDelete: 'cascade' }),
});

type ValueColumns = ReturnType<typeof valueColumns>;

/**
 * A number range of one attribute and its bounds, and the products holding a list value with the count
 * per value: each an index range over `table`'s values.
 */
const valueIndexes = (table: string, t: { [K in keyof ValueColumns]: AnyPgColumn }) => [
  index(`${table}_number_idx`)
    .on(t.attributeId, t.numberValue, t.productId)
    .where(sql`${t.numberValue} IS NOT NULL`),
  index(`${table}_option_idx`)
    .on(t.optionId, t.productId)
    .where(sql`${t.optionId} IS NOT NULL`),
];

/**
 * A product's value for one attribute: exactly one of the four columns, as the attribute's kind says.
 * Numbers are numbers (1.5 mm², never text), so ranges and bounds are index ranges.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    ...valueColumns(),
    booleanValue: boolean('boolean_value'),
    textValue: text('text_value'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    check(
      'product_attribute_values_one_value',
      sql`num_nonnulls(${t.numberValue}, ${t.optionId}, ${t.booleanValue}, ${t.textValue}) = 1`,
    ),
    // Which products hold a value (the removal warning), and the join of a listing's products to values.
    index('product_attribute_values_attribute_idx').on(t.attributeId, t.productId),
    ...valueIndexes('product_attribute_values', t),
    index('product_attribute_values_boolean_idx')
      .on(t.attributeId, t.booleanValue, t.productId)
      .where(sql`${t.booleanValue} IS NOT NULL`),
  ],
);

/**
 * The values a product's variants give an attribute their option is tied to (a cable in 1.5, 2.5 and 4
 * mm²): one row per product and value, so the filters find and count the product by any of them, as
 * they do by product_attribute_values. Written with the variants; the product's own value of a tied
 * attribute goes.
 */
export const productVariantValues = pgTable('product_variant_values', valueColumns(), (t) => [
  check('product_variant_values_one_value', sql`num_nonnulls(${t.numberValue}, ${t.optionId}) = 1`),
  index('product_variant_values_product_idx').on(t.productId),
  ...valueIndexes('product_variant_values', t),
  // A category's list values for the filter panel, read from the index alone.
  index('product_variant_values_attribute_option_idx')
    .on(t.attributeId, t.optionId, t.productId)
    .where(sql`${t.optionId} IS NOT NULL`),
]);

/**
 * A product's PDFs (datasheet, certificate, catalogue, warranty terms), in `position` order. `file` is
 * the stored name (`<content hash>.pdf`, beside the images); rows naming one file share it, so a file
 * goes only when no row names it any more (images/image-references.ts).
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    file: text('file').notNull(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The product page's list, in order: one index range.
    index('product_documents_product_idx').on(t.productId, t.position),
    // "Is this file still named?" before a file is removed.
    index('product_documents_file_idx').on(t.file),
  ],
);

/** Small keyed documents: shop settings, the demo-catalog marker. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Words shoppers use for the same thing («سه راهی», «چندراهی», `power strip`), stored normalized and
 * applied to queries at search time, so an edit counts at once. Any term of a group finds what the others find.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  terms: text('terms').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row. `catalog_version` is bumped by triggers on every write to products, categories and synonyms,
 * and `settings_version` on every write to settings, so the caches of every API process know when to
 * forget; `normalization` names the normalizer version that wrote the stored search text.
 */
export const searchState = pgTable('search_state', {
  id: integer('id').primaryKey().default(1),
  catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull().default(0),
  settingsVersion: bigint('settings_version', { mode: 'number' }).notNull().default(0),
  normalization: text('normalization').notNull().default(''),
});

/** Clicks on a product's order buttons (WhatsApp, Telegram, a call, the Iranian messengers), counted per product, channel and day; nothing personal. */
export const productInquiries = pgTable(
  'product_inquiries',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: INQUIRY_CHANNELS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.channel, t.day] }),
    index('product_inquiries_day_idx').on(t.day),
  ],
);

/** Product pages opened, counted per product and Tehran day by the page's beacon; nothing personal. */
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_views_day_idx').on(t.day)],
);

/**
 * Images a request has stored and is about to name in a row: no cleanup removes them meanwhile, in any
 * process. A pin older than an hour belongs to a request that died; the orphan sweep deletes it.
 */
export const imagePins = pgTable(
  'image_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_pins_name_idx').on(t.name), index('image_pins_pinned_at_idx').on(t.pinnedAt)],
);

/**
 * One bulk price change (the admin's «تغییر گروهی قیمت»): who made it, when, the rule as the contract
 * parsed it, and how many products it changed; `undone_at` once it was undone as a whole.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rule: jsonb('rule').$type<PriceChangeRule>().notNull(),
    productCount: integer('product_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('price_changes_created_at_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * One applied spreadsheet import («ورود اکسل»): who, when, how many products it created and updated;
 * `undone_at` once it was undone as a whole.
 */
export const spreadsheetImports = pgTable(
  'spreadsheet_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdCount: integer('created_count').notNull(),
    updatedCount: integer('updated_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('spreadsheet_imports_created_at_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** What an import wrote of a product before it, for an undo (import-undo.ts). */
export interface ProductBeforeImport {
  /** The product's columns the import writes, as `to_jsonb` gave them. */
  product: Record<string, unknown>;
  variants: Record<string, unknown>[];
  specs: Record<string, unknown>[];
  listPrices: Record<string, unknown>[];
}

/**
 * Each product an import created, or updated with the product as it was before (`before`). The pictures
 * the product had before (`kept_images`) stay stored while the import can be undone. A deleted product
 * takes its rows along.
 */
export const spreadsheetImportItems = pgTable(
  'spreadsheet_import_items',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => spreadsheetImports.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    before: jsonb('before').$type<ProductBeforeImport>(),
    keptImages: text('kept_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.productId] }),
    index('spreadsheet_import_items_product_idx').on(t.productId),
    // Whether a picture is kept for an undo (image-references.ts): an index lookup.
    index('spreadsheet_import_items_kept_images_idx').using('gin', t.keptImages),
  ],
);

/**
 * Each variant a bulk price change changed: its price and old price before, so the change can be undone,
 * and after, so an undo can tell whether anything changed them since. A deleted product takes its rows along.
 */
export const priceChangeItems = pgTable(
  'price_change_items',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => priceChanges.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    previousPrice: bigint('previous_price', { mode: 'number' }).notNull(),
    previousOriginalPrice: bigint('previous_original_price', { mode: 'number' }),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    newOriginalPrice: bigint('new_original_price', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.changeId, t.variantId] }),
    // A product's (or variant's) delete finds its rows through these, not by reading every change.
    index('price_change_items_product_idx').on(t.productId),
    index('price_change_items_variant_idx').on(t.variantId),
  ],
);

/**
 * Products Torob's webhook has yet to hear of: their price, old price or stock changed, or they were
 * added or deleted. Written by a trigger on `products` in the writer's own transaction, whoever writes
 * (the API, a bulk change, an import, psql); one row a product, `change` renewed on every write, so a
 * send only removes the row when nothing changed it meanwhile (modules/feeds/torob-webhook-queue.ts).
 * No foreign key: a deleted product is announced too.
 */
export const torobWebhookQueue = pgTable(
  'torob_webhook_queue',
  {
    productId: uuid('product_id').primaryKey(),
    change: bigint('change', { mode: 'number' }).notNull(),
    /** Sends tried for this change; the next waits twice as long as the last. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before then: after a failure (backoff), or while a process sends it (its lease). */
    availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('torob_webhook_queue_available_idx').on(t.availableAt, t.change)],
);

/** One row: when the next request to Torob's webhook may go, for every process (Torob allows 20 a minute). */
export const torobWebhookState = pgTable('torob_webhook_state', {
  id: integer('id').primaryKey().default(1),
  nextSendAt: timestamp('next_send_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A signed-in shopper's request list («لیست خرید»): a line per variant, in `position` order. No foreign key
 * to the variant: a variant (or a product) deleted since stays a line, priced as 'gone', until the shopper
 * removes it (flagged, never silently dropped); a list holds at most 100 lines, so dangling ids cost
 * nothing. The account's delete takes its list along.
 */
export const requestListLines = pgTable(
  'request_list_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').notNull(),
    position: integer('position').notNull(),
    /** In the product's unit. */
    quantity: integer('quantity').notNull(),
    /** The unit price the shopper saw when adding it (shown beside today's, never charged). */
    addedPrice: bigint('added_price', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The account's list is one index range; a variant is in it once.
    primaryKey({ columns: [t.userId, t.variantId] }),
    check('request_list_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Pro-formas («پیش‌فاکتور»): a request list frozen with the server's prices and the shop's details of the
 * moment. `number` (`1405-00123`, Latin digits; shown in Persian ones) is the Solar Hijri year and its
 * sequence, to quote on the phone; `token` (24 random bytes, base64url) is the only thing that opens one.
 * No foreign key to products: the lines are a copy. An account's delete leaves its pro-formas, unnamed.
 */
export const proFormas = pgTable(
  'pro_formas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    token: text('token').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: PRO_FORMA_CHANNELS }).notNull(),
    lines: jsonb('lines').$type<ProFormaLine[]>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The shop's name, phone and address when it was made: no one else's phone. */
    shop: jsonb('shop').$type<ProForma['shop']>().notNull(),
    createdAt: createdAt(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // Opening one by its link: one index probe, however many there are.
    uniqueIndex('pro_formas_token_key').on(t.token),
    uniqueIndex('pro_formas_number_key').on(t.number),
    uniqueIndex('pro_formas_year_seq_key').on(t.year, t.seq),
    // The per-account limit reads an account's newest, newest first: one index range read backwards
    // (ascending, so `ORDER BY created_at DESC` matches it without a sort).
    index('pro_formas_user_created_at_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
  ],
);

/**
 * The last pro-forma sequence given out per Solar Hijri year: a create takes the next one with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` in its own transaction, so parallel creates (in any
 * process) wait for each other on the year's row and never share a number.
 */
export const proFormaCounters = pgTable('pro_forma_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Orders: every pro-forma a shopper sends (same number) and every hand order of the desk (a number from the
 * same series). `lines` are a copy, as on the pro-forma, changed only before confirming; confirming gives
 * `invoice_number` and takes the stock (`stock_taken`), cancelling gives it back: both in the transaction
 * that moves `status` with `UPDATE … WHERE status = <where it was>`, so two admins clicking at once move
 * it (and the stock) once.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    invoiceNumber: text('invoice_number'),
    proFormaId: uuid('pro_forma_id').references(() => proFormas.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['shopper', 'desk'] }).notNull(),
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    /** Canonical 09xxxxxxxxx. */
    phone: text('phone'),
    customerName: text('customer_name'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    shippingCost: bigint('shipping_cost', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    /** Torob's click id of the visit the request came from. */
    torobClid: text('torob_clid'),
    /** Whether confirming took the lines' quantities off the variants' stock (and cancelling owes it back). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_invoice_number_key')
      .on(t.invoiceNumber)
      .where(sql`${t.invoiceNumber} IS NOT NULL`),
    uniqueIndex('orders_pro_forma_key')
      .on(t.proFormaId)
      .where(sql`${t.proFormaId} IS NOT NULL`),
    // The desk's list, newest first, whole and by each filter: one index range each at a million orders.
    index('orders_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_channel_created_at_idx').on(t.channel, t.createdAt.desc(), t.id.desc()),
    index('orders_phone_created_at_idx')
      .on(t.phone, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.phone} IS NOT NULL`),
    // A phone by its last digits: a prefix of the reversed number.
    index('orders_phone_reversed_idx')
      .on(sql`reverse(${t.phone}) text_pattern_ops`)
      .where(sql`${t.phone} IS NOT NULL`),
    index('orders_seq_idx').on(t.seq),
    index('orders_user_created_at_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.userId} IS NOT NULL`),
    index('orders_confirmed_at_idx')
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} IS NOT NULL`),
    index('orders_torob_clid_idx')
      .on(t.torobClid)
      .where(sql`${t.torobClid} IS NOT NULL`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.shippingCost} >= 0 AND ${t.total} >= 0`,
    ),
  ],
);

/** An order's history: a row per creation, status change, edit and SMS, never updated. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    kind: text('kind', { enum: ['created', 'status', 'edited', 'sms'] }).notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name (else phone) then: kept when the account changes or goes. */
    actor: text('actor'),
    note: text('note'),
  },
  (t) => [index('order_events_order_at_idx').on(t.orderId, t.at)],
);

/** The last invoice sequence given out per Solar Hijri year (as pro_forma_counters for requests). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Messages the shop sends by SMS other than one-time codes (those are phone_verifications): with the codes,
 * they make up the shop's hourly SMS budget. An order's SMS is also its own queue entry: written in the
 * status change's transaction with its text (`message`) and `due_at`, the end of the lease of the process
 * sending it; `due_at` goes back to null once the provider answered. A row still due after its lease (the
 * process died between the commit and the provider's answer) is sent by any process's poll.
 */
export const outgoingSms = pgTable(
  'outgoing_sms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: SHOP_MESSAGE_PURPOSES }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    message: jsonb('message').$type<{ text: string; tokens: string[] }>(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('outgoing_sms_created_at_idx').on(t.createdAt),
    index('outgoing_sms_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL`),
  ],
);

/** Customer groups with prices of their own («همکار», «عمده‌فروش», and any the owner adds). */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customer_groups_name_key').on(t.name)],
);

/** A shopper's request for a trade account, decided by the owner; kept after the decision. */
export const tradeApplications = pgTable(
  'trade_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    city: text('city').notNull(),
    economicCode: text('economic_code'),
    note: text('note'),
    status: text('status', { enum: TRADE_APPLICATION_STATUSES }).notNull().default('pending'),
    groupId: uuid('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    refusalReason: text('refusal_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One waiting at a time per account.
    uniqueIndex('trade_applications_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('trade_applications_user_created_at_idx').on(t.userId, t.createdAt),
    index('trade_applications_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A group's prices: a percentage off (basis points) a category's or a brand's products, or a variant's
 * fixed price; one rule per group and target. No foreign key to the target: a rule of a deleted category,
 * brand or variant applies to nothing.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: PRICE_RULE_SCOPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    percentOffBp: integer('percent_off_bp'),
    fixedPrice: bigint('fixed_price', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_rules_group_target_key').on(t.groupId, t.scope, t.targetId),
    // A variant's prices in every group (a spreadsheet's price list columns), and its rules gone with it.
    index('price_rules_variant_idx')
      .on(t.targetId)
      .where(sql`${t.scope} = 'variant'`),
    check(
      'price_rules_one_kind',
      sql`(${t.scope} = 'variant' AND ${t.fixedPrice} > 0 AND ${t.percentOffBp} IS NULL) OR (${t.scope} <> 'variant' AND ${t.percentOffBp} BETWEEN 1 AND 9000 AND ${t.fixedPrice} IS NULL)`,
    ),
  ],
);

/** Quantity prices («قیمت پلکانی») for everyone: from `min_quantity` up, a percentage off; per variant or category. */
export const quantityTiers = pgTable(
  'quantity_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope', { enum: QUANTITY_TIER_SCOPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    percentOffBp: integer('percent_off_bp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quantity_tiers_target_min_key').on(t.scope, t.targetId, t.minQuantity),
    check('quantity_tiers_values', sql`${t.minQuantity} >= 2 AND ${t.percentOffBp} BETWEEN 1 AND 9000`),
  ],
);

/**
 * Each variant's shop price over time, one row a variant: `changed_at[i]` is when `prices[i]` began. Kept
 * as two arrays rather than a row a change (a row costs ~60 bytes of header and index, an element 16),
 * appended by a trigger on every price write, whatever made it (form, bulk change, undo, spreadsheet,
 * psql); seeded with the price each variant had when the record began.
 */
export const variantPriceHistory = pgTable('variant_price_history', {
  variantId: uuid('variant_id')
    .primaryKey()
    .references(() => productVariants.id, { onDelete: 'cascade' }),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).array().notNull(),
  prices: bigint('prices', { mode: 'number' }).array().notNull(),
});

export const VARIANT_ALERT_KINDS = ['in-stock', 'price-drop'] as const;

/**
 * «موجود شد خبرم کن» / «ارزان شد خبرم کن»: a signed-in shopper waits for one variant. A trigger on the
 * variants sets `due_at` when the awaited event happens (back in stock; a price at or below
 * `target_price`, or below `baseline_price` when no target was picked); the alert queue then sends one SMS
 * and sets `sent_at`. While a process sends, `due_at` is moved past its lease, so a process that dies
 * mid-send leaves the alert to another after the lease.
 */
export const variantAlerts = pgTable(
  'variant_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VARIANT_ALERT_KINDS }).notNull(),
    targetPrice: bigint('target_price', { mode: 'number' }),
    /** The variant's price when the shopper subscribed: "any drop" means below it. */
    baselinePrice: bigint('baseline_price', { mode: 'number' }).notNull(),
    /** In the SMS's stop link: whoever holds it may stop the account's alerts, and nothing else. */
    stopToken: text('stop_token').notNull(),
    createdAt: createdAt(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('variant_alerts_user_variant_kind_key').on(t.userId, t.variantId, t.kind),
    uniqueIndex('variant_alerts_stop_token_key').on(t.stopToken),
    index('variant_alerts_variant_idx')
      .on(t.variantId)
      .where(sql`${t.sentAt} IS NULL`),
    index('variant_alerts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL AND ${t.sentAt} IS NULL`),
    check('variant_alerts_target_positive', sql`${t.targetPrice} IS NULL OR ${t.targetPrice} > 0`),
  ],
);

export const PRODUCT_QUESTION_STATUSES = ['waiting', 'published', 'rejected'] as const;

/**
 * A shopper's question on a product («پرسش و پاسخ»). Shown only once the owner answers or approves it
 * (`published`); plain text only. `asker_ip` counts questions per address.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer'),
    status: text('status', { enum: PRODUCT_QUESTION_STATUSES }).notNull().default('waiting'),
    askerIp: text('asker_ip').notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('product_questions_product_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('product_questions_status_idx').on(t.status, t.createdAt.desc()),
    index('product_questions_user_idx').on(t.userId, t.createdAt),
    index('product_questions_ip_idx').on(t.askerIp, t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ProductDocumentRow = typeof productDocuments.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type AttributeRow = typeof categoryAttributes.$inferSelect;
export type AttributeOptionRow = typeof attributeOptions.$inferSelect;
export type AttributeValueRow = typeof productAttributeValues.$inferSelect;
export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;
export type PriceChangeRow = typeof priceChanges.$inferSelect;
