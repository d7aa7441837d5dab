import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_PRICE, PRODUCT_SORTS } from './plain/rules';
import { STOCK_STATES } from './plain/stock';
import { SALE_UNITS } from './plain/sale-units';
import { hasVisibleText } from './plain/text';
import { PRODUCT_WARRANTY_MAX } from './plain/promises';
import { idListOf, parseSpecParam } from './plain/filters';
import { defineEndpoints, idParams } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import {
  brandSchema,
  categorySchema,
  popularProductSchema,
  productListItemSchema,
  productSchema,
  specificationSchema,
} from './entities';

const MAX_PAGE = 1_000_000;

const id = z.string();
const message = z.string();

const INVALID_PAGE = 'شماره صفحه نامعتبر است';
const INVALID_PAGE_SIZE = 'اندازه صفحه باید بین ۱ و ۱۰۰ باشد';
const INVALID_PRICE = 'قیمت نامعتبر است';
const wholeNumber = (problem: string, min: number, max: number) =>
  z.coerce.number({ error: problem }).int(problem).min(min, problem).max(max, problem);

/** `page`, `pageSize` and `sort` of every paginated product list. */
export const productPageQuerySchema = z.object({
  page: wholeNumber(INVALID_PAGE, 1, MAX_PAGE).default(1),
  pageSize: wholeNumber(INVALID_PAGE_SIZE, 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(PRODUCT_SORTS, { error: 'ترتیب نمایش نامعتبر است' }).default('newest'),
});
export type ProductPageQuery = z.infer<typeof productPageQuerySchema>;

/** The filters of a listing (see plain/filters.ts), as query parameters; read with `listingFiltersOf`. */
export const listingFilterFields = {
  brand: z
    .string({ error: 'برند نامعتبر است' })
    .refine((value) => idListOf(value) !== undefined, 'برند نامعتبر است')
    .optional(),
  inStock: z.enum(['true', 'false'], { error: 'مقدار موجودی نامعتبر است' }).optional(),
  minPrice: wholeNumber(INVALID_PRICE, 1, MAX_PRICE).optional(),
  maxPrice: wholeNumber(INVALID_PRICE, 1, MAX_PRICE).optional(),
  spec: z
    .string({ error: 'فیلتر مشخصات فنی نامعتبر است' })
    .max(4000, 'فیلتر مشخصات فنی نامعتبر است')
    .refine((value) => parseSpecParam(value) !== undefined, 'فیلتر مشخصات فنی نامعتبر است')
    .optional(),
};

/** A category's or a brand's page of products, filtered. */
export const filteredPageQuerySchema = productPageQuerySchema.extend(listingFilterFields);
export type FilteredPageQuery = z.infer<typeof filteredPageQuerySchema>;

export const productListQuerySchema = filteredPageQuerySchema.extend({
  categoryId: z.guid('دسته بندی نامعتبر است').optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The dashboard's list: newest first, `q` a part of the title, in a category, of a brand, by stock. */
export const adminProductListQuerySchema = productPageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({
    q: z
      .string({ error: 'عبارت جستجو نامعتبر است' })
      .trim()
      .max(100, 'عبارت جستجو بیش از حد طولانی است')
      .optional(),
    categoryId: z.guid('دسته بندی نامعتبر است').optional(),
    brandId: z.guid('برند نامعتبر است').optional(),
    /** `low`: in stock, at most `LOW_STOCK_AT`. */
    stock: z.enum(STOCK_STATES, { error: 'وضعیت موجودی نامعتبر است' }).optional(),
  });
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const pageFields = {
  /** Every product of the listing, across pages; an estimate when `totalIsEstimate` (wide price ranges). */
  total: z.number().int().nonnegative(),
  totalIsEstimate: z.boolean(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
};

export const productPageSchema = z.object({ items: z.array(productListItemSchema), ...pageFields });
export type ProductPage = z.infer<typeof productPageSchema>;

/** The dashboard's rows: a card's fields and the brand. */
export const adminProductItemSchema = productListItemSchema.extend({ brandId: id.nullable() });
export const adminProductPageSchema = z.object({ items: z.array(adminProductItemSchema), ...pageFields });
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** Where a listing's filters apply: the shop (optionally one category), a brand's page or a search. */
export const filterFacetsQuerySchema = z.object({
  categoryId: z.guid('دسته بندی نامعتبر است').optional(),
  brandId: z.guid('برند نامعتبر است').optional(),
  q: z.string({ error: 'عبارت جستجو نامعتبر است' }).max(200, 'عبارت جستجو بیش از حد طولانی است').optional(),
  ...listingFilterFields,
});
export type FilterFacetsQuery = z.input<typeof filterFacetsQuerySchema>;

/** A value to tick: how many products the listing would hold with it (0: shown disabled). */
const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
});
const rangeSchema = z.object({ min: z.number(), max: z.number() });

/**
 * What the filter panel offers, with counts: each count is of the products the other filters leave
 * (a brand's count ignores the brand filter, so ticking a second brand adds its products).
 */
export const filterFacetsSchema = z.object({
  /** The products every filter leaves. */
  total: z.number().int().nonnegative(),
  /** Of the products the other filters leave, those in stock. */
  inStock: z.number().int().nonnegative(),
  /** The cheapest and dearest price of the listing without filters (the price fields' hints). */
  price: rangeSchema.nullable(),
  brands: z.array(facetValueSchema),
  /**
   * A brand's page: the categories of its products (a category's count leaves the category chosen out,
   * so each says what choosing it shows). Empty elsewhere; a brand's page has no brands to tick.
   */
  categories: z.array(facetValueSchema),
  /** The category's filterable attributes that some product of the listing holds, in its order. */
  attributes: z.array(
    z.object({
      _id: id,
      name: z.string(),
      kind: z.enum(['number', 'option', 'boolean']),
      unit: z.string().nullable(),
      /** List values, or `true`/`false` for yes/no. */
      values: z.array(facetValueSchema),
      /** Numbers: the smallest and largest value of the listing. */
      range: rangeSchema.nullable(),
    }),
  ),
});
export type FilterFacets = z.infer<typeof filterFacetsSchema>;

const requiredText = (problem: string) => z.string({ error: problem }).trim().refine(hasVisibleText, problem);

/**
 * Text fields of the category form (multipart, with the file `image`). The API also treats an empty
 * editor (`<p><br></p>`) as a missing description.
 */
export const categoryFormSchema = z.object({
  title: requiredText('عنوان الزامی است.').max(100, 'عنوان حداکثر ۱۰۰ نویسه است.'),
  description: requiredText('توضیحات الزامی است.'),
});
export type CategoryForm = z.input<typeof categoryFormSchema>;

/**
 * Text fields of the product form (multipart, with the files `image` and repeated `gallery`). Prices
 * accept Persian, Arabic-Indic or Latin digits with separators; `stock` is 'true'/'false' or a whole
 * quantity; on edit, a field left out keeps its value and `originalPrice`/`categoryId` sent empty clear it.
 */
export const productFormSchema = z.object({
  title: requiredText('عنوان الزامی است').max(200, 'عنوان حداکثر ۲۰۰ نویسه است'),
  description: requiredText('توضیحات الزامی است'),
  /** A product without options: its one variant's price. With `variants`, each variant has its own. */
  price: z.string().trim().optional(),
  originalPrice: z.string().trim().optional(),
  stock: z
    .string()
    .trim()
    .regex(/^(true|false|[0-9۰-۹٠-٩]{1,9})$/, 'موجودی باید عددی صحیح (۰ یا بیشتر) باشد')
    .optional(),
  isPopular: z.enum(['true', 'false'], { error: 'مقدار «نمایش در صفحه اصلی» نامعتبر است' }).optional(),
  categoryId: z.string().trim().optional(),
  /** The brand's id; sent empty, the product has none. */
  brandId: z.string().trim().optional(),
  /** The warranty as shoppers should read it («۱۸ ماه گارانتی شرکتی»); sent empty, the product has none. */
  warranty: z.string().trim().max(PRODUCT_WARRANTY_MAX, 'گارانتی حداکثر ۸۰ نویسه است').optional(),
  /**
   * The specification as JSON: an object of attribute id -> value as typed (`"۲٫۵"`, an option's id,
   * `"true"`/`"false"`, text), for the attributes of the product's category. Sent, it is the whole
   * specification (an attribute left out or sent empty has no value); left out on edit, the values stay
   * (those of another category's attributes go when the category changes).
   */
  specs: z.string().max(20_000, 'مشخصات فنی بیش از حد طولانی است').optional(),
  /** How it is sold (`SALE_UNITS`); on edit, left out keeps it. */
  unit: z.enum(SALE_UNITS, { error: 'واحد فروش نامعتبر است' }).optional(),
  /** Metres in a roll or pieces in a box; sent empty for other units. */
  unitSize: z.string().trim().optional(),
  minQuantity: z.string().trim().optional(),
  quantityStep: z.string().trim().optional(),
  /**
   * The options as JSON: `[{ name, attributeId, values }]`, at most `PRODUCT_OPTIONS_MAX`. Sent, it is
   * the whole list (`[]` for none) and `variants` must come with it.
   */
  options: z.string().max(20_000, 'گزینه‌ها بیش از حد طولانی است').optional(),
  /**
   * The variants as JSON: `[{ _id?, options, code, barcode, price, originalPrice, stock, image, enabled }]`,
   * one per combination, `options` holding one value per option in order. Sent, it is the whole list:
   * a variant kept has its `_id`, one left out is deleted. Left out on edit of a product without
   * options, `price`, `originalPrice` and `stock` edit its one variant.
   */
  variants: z.string().max(200_000, 'تنوع‌ها بیش از حد طولانی است').optional(),
  /** Edit only: gallery file names to remove, repeated. */
  removedGallery: z.union([z.string(), z.array(z.string())]).optional(),
  /**
   * The gallery's final order, repeated: every kept image by its file name and every uploaded `gallery`
   * file as `new:N` (N counts the uploads from 0), each exactly once. Left out, the kept images stay in
   * their order and the uploads follow.
   */
  galleryOrder: z.union([z.string(), z.array(z.string())]).optional(),
});
export type ProductForm = z.input<typeof productFormSchema>;

/** A category of the menu: `hasProducts` lets a screen leave out `others` while it is empty. */
export const categoryListItemSchema = categorySchema.extend({ hasProducts: z.boolean() });
export type CategoryListItem = z.infer<typeof categoryListItemSchema>;
export const categoryListResponseSchema = z.object({ categories: z.array(categoryListItemSchema) });
export const deletedResponseSchema = z.object({ id, message });

export const categoryEndpoints = defineEndpoints(apiRoutes.category, {
  list: {
    response: categoryListResponseSchema,
  },
  getAll: {
    response: categoryListResponseSchema,
  },
  get: {
    params: idParams,
    response: z.object({ category: categorySchema }),
  },
  /** The category page: the category and one page of its products. */
  getWithProducts: {
    params: idParams,
    query: filteredPageQuerySchema,
    response: z.object({ category: categorySchema, products: z.array(productListItemSchema), ...pageFields }),
  },
  create: {
    body: categoryFormSchema,
    files: ['image'],
    response: z.object({ newCategory: categorySchema, message }),
  },
  update: {
    params: idParams,
    body: categoryFormSchema,
    files: ['image'],
    response: z.object({ category: categorySchema, message }),
  },
  remove: {
    params: idParams,
    response: deletedResponseSchema,
  },
});

export const productEndpoints = defineEndpoints(apiRoutes.product, {
  /** The scalable listing the shop and admin screens page through. */
  list: {
    query: productListQuerySchema,
    response: productPageSchema,
  },
  /** The filter panel of a listing: what can be ticked, with counts (one query per answer). */
  filters: {
    query: filterFacetsQuerySchema,
    response: filterFacetsSchema,
  },
  /**
   * The admin's list, newest first: with `q`, the products whose title holds it, in any letter case and
   * any keyboard's letters (the spec's dashboard search), never the shop search's near matches; with
   * `categoryId`, `brandId` and `stock`, those in the category, of the brand, in the stock state.
   */
  adminList: {
    query: adminProductListQuerySchema,
    response: adminProductPageSchema,
  },
  /**
   * The old app's "load everything at start" call, kept for old clients: the newest products, at most
   * 1,000, with the total and `next`, the `list` address that continues after them (null when none).
   */
  getAll: {
    response: z.object({
      products: z.array(productListItemSchema),
      total: z.number().int().nonnegative(),
      next: z.string().nullable(),
    }),
  },
  popular: {
    response: z.object({ items: z.array(popularProductSchema) }),
  },
  get: {
    params: idParams,
    response: z.object({ product: productSchema }),
  },
  /** The product page: the product, its brand, its specification table and the related strip. */
  getWithRelated: {
    params: idParams,
    response: z.object({
      product: productSchema,
      brand: brandSchema.nullable(),
      specifications: z.array(specificationSchema),
      relatedProducts: z.array(productListItemSchema),
      /**
       * Quantity prices («قیمت پلکانی») for everyone, smallest minimum first: a variant's own (`variantId`),
       * else its category's (`variantId` null) hold for it.
       */
      quantityTiers: z.array(
        z.object({
          variantId: z.string().nullable(),
          minQuantity: z.number().int().positive(),
          percentOffBp: z.number().int().positive(),
        }),
      ),
    }),
  },
  /**
   * A deleted product, for a link to it (from Torob, a search engine, a chat): what the shop remembers of
   * it and products of its category (popular ones fill a short strip); 404 for an id the shop never sold.
   */
  removed: {
    params: idParams,
    response: z.object({
      product: z.object({
        _id: id,
        title: z.string(),
        categoryId: z.string().nullable(),
        removedAt: z.string(),
      }),
      relatedProducts: z.array(productListItemSchema),
    }),
  },
  create: {
    body: productFormSchema,
    files: ['image', 'gallery'],
    response: z.object({ newProduct: productSchema, message }),
  },
  update: {
    params: idParams,
    body: productFormSchema,
    files: ['image', 'gallery'],
    response: z.object({ product: productSchema, message }),
  },
  remove: {
    params: idParams,
    response: deletedResponseSchema,
  },
});
