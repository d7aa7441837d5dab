import { z } from 'zod';
import { hasVisibleText } from './text';
import { endpoint, idParams } from './endpoint';
import { categorySchema, popularProductSchema, productListItemSchema, productSchema } from './entities';

const MEGABYTE = 1024 * 1024;

/** Upload rules the forms show as hints and the API enforces. */
export const CATEGORY_IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * MEGABYTE;
export const PRODUCT_GALLERY_MAX = 12;
/** Judged by the file's content on the server; for the file picker's `accept`. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
/** Whole toman, below 10^12 (as the API reads prices). */
export const MAX_PRICE = 999_999_999_999;

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

export const productListQuerySchema = productPageQuerySchema.extend({
  categoryId: z.guid('دسته بندی نامعتبر است').optional(),
  inStock: z
    .enum(['true', 'false'], { error: 'مقدار موجودی نامعتبر است' })
    .transform((value) => value === 'true')
    .optional(),
  minPrice: wholeNumber(INVALID_PRICE, 1, MAX_PRICE).optional(),
  maxPrice: wholeNumber(INVALID_PRICE, 1, MAX_PRICE).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

const pageFields = {
  /** Every product of the listing, across pages; an estimate when `totalIsEstimate` (wide price ranges). */
  total: z.number().int().nonnegative(),
  totalIsEstimate: z.boolean(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
};

export const productPageSchema = z.object({ items: z.array(productListItemSchema), ...pageFields });
export type ProductPage = z.infer<typeof productPageSchema>;

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
  price: requiredText('قیمت الزامی است'),
  originalPrice: z.string().trim().optional(),
  stock: z
    .string()
    .trim()
    .regex(/^(true|false|[0-9۰-۹٠-٩]{1,9})$/, 'موجودی باید true، false یا یک عدد صحیح باشد')
    .optional(),
  isPopular: z.enum(['true', 'false'], { error: 'مقدار «نمایش در صفحه اصلی» نامعتبر است' }).optional(),
  categoryId: z.string().trim().optional(),
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

export const categoryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/category',
    access: 'public',
    response: categoryListResponseSchema,
  }),
  getAll: endpoint({
    method: 'GET',
    path: '/api/category/get-all',
    access: 'public',
    response: categoryListResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/category/:id',
    access: 'public',
    params: idParams,
    response: z.object({ category: categorySchema }),
  }),
  /** The category page: the category and one page of its products. */
  getWithProducts: endpoint({
    method: 'GET',
    path: '/api/category/get-one/:id',
    access: 'public',
    params: idParams,
    query: productPageQuerySchema,
    response: z.object({ category: categorySchema, products: z.array(productListItemSchema), ...pageFields }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/category',
    access: 'admin',
    body: categoryFormSchema,
    files: ['image'],
    response: z.object({ newCategory: categorySchema, message }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/category/:id',
    access: 'admin',
    params: idParams,
    body: categoryFormSchema,
    files: ['image'],
    response: z.object({ category: categorySchema, message }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/category/:id',
    access: 'admin',
    params: idParams,
    response: deletedResponseSchema,
  }),
};

export const productEndpoints = {
  /** The scalable listing the shop and admin screens page through. */
  list: endpoint({
    method: 'GET',
    path: '/api/products',
    access: 'public',
    query: productListQuerySchema,
    response: productPageSchema,
  }),
  /**
   * The old app's "load everything at start" call, kept for old clients: the newest products, at most
   * 1,000, with the total and `next`, the `list` address that continues after them (null when none).
   */
  getAll: endpoint({
    method: 'GET',
    path: '/api/product/get-all',
    access: 'public',
    response: z.object({
      products: z.array(productListItemSchema),
      total: z.number().int().nonnegative(),
      next: z.string().nullable(),
    }),
  }),
  popular: endpoint({
    method: 'GET',
    path: '/api/product/popular',
    access: 'public',
    response: z.object({ items: z.array(popularProductSchema) }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/product/:id',
    access: 'public',
    params: idParams,
    response: z.object({ product: productSchema }),
  }),
  getWithRelated: endpoint({
    method: 'GET',
    path: '/api/product/get-one/:id',
    access: 'public',
    params: idParams,
    response: z.object({ product: productSchema, relatedProducts: z.array(productListItemSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/product',
    access: 'admin',
    body: productFormSchema,
    files: ['image', 'gallery'],
    response: z.object({ newProduct: productSchema, message }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/product/:id',
    access: 'admin',
    params: idParams,
    body: productFormSchema,
    files: ['image', 'gallery'],
    response: z.object({ product: productSchema, message }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/product/:id',
    access: 'admin',
    params: idParams,
    response: deletedResponseSchema,
  }),
};
