import {
  attributeEndpoints,
  brandEndpoints,
  categoryEndpoints,
  imageVariants,
  productEndpoints,
  type Attribute,
  type AttributeCreate,
  type Brand,
  type Category,
  type Product,
} from '@shop/contracts';
import request from 'supertest';
import { makeImage } from '../fixtures/images';
import type { Database } from '../../src/db/client';
import type { ImageStorage } from '../../src/images/storage';
import { brands, categories, productDocuments, products } from '../../src/db/schema';
import type { TestUser } from './users';

/** The statement that reads product pages (a page and get-one), whichever products it reads together. */
export const PRODUCT_PAGE_STATEMENT =
  /from "products" "product" where "product"."id" = ANY\(\$\d+::uuid\[\]\)/i;

/** The app in-process, or the address of a running server. */
type App = Parameters<typeof request>[0];

export type FormFields = Record<string, string | string[] | undefined>;

export interface FileUpload {
  field: string;
  buffer: Buffer;
  filename?: string;
  contentType?: string;
}

/** Fills a multipart request the way the admin forms do: repeated fields for lists, files by field. */
export function withForm(test: request.Test, fields: FormFields, files: FileUpload[] = []): request.Test {
  for (const [name, value] of Object.entries(fields)) {
    for (const item of value === undefined ? [] : [value].flat()) test.field(name, item);
  }
  for (const { field, buffer, filename = 'photo.jpg', contentType = 'image/jpeg' } of files) {
    test.attach(field, buffer, { filename, contentType });
  }
  return test;
}

let made = 0;
export const uniqueTitle = (base: string) => `${base} ${++made}`;

export async function createCategory(
  app: App,
  admin: TestUser,
  fields: FormFields = {},
  image?: Buffer,
): Promise<Category> {
  const response = await withForm(
    request(app).post('/api/category').set('Authorization', admin.bearer),
    { title: uniqueTitle('دسته'), description: '<p>توضیحات دسته</p>', ...fields },
    [{ field: 'image', buffer: image ?? (await makeImage('jpeg')) }],
  ).expect(200);
  return categoryEndpoints.create.response.parse(response.body).newCategory;
}

export async function createProduct(
  app: App,
  admin: TestUser,
  fields: FormFields = {},
  files?: FileUpload[],
): Promise<Product> {
  const response = await withForm(
    request(app).post('/api/product').set('Authorization', admin.bearer),
    {
      title: uniqueTitle('محصول'),
      description: '<p>توضیحات محصول</p>',
      price: '100000',
      stock: 'true',
      isPopular: 'false',
      ...fields,
    },
    files ?? [{ field: 'image', buffer: await makeImage('jpeg') }],
  ).expect(200);
  return productEndpoints.create.response.parse(response.body).newProduct;
}

let latin = 0;
/** A Latin name no other brand of the test run has (`Brand 7`, `Brand 8`…). */
export const uniqueLatin = (base: string) => `${base} ${++latin}`;

/** A brand made through the API (with a logo when one is given). */
export async function createBrand(
  app: App,
  admin: TestUser,
  fields: FormFields = {},
  logo?: Buffer,
): Promise<Brand> {
  const response = await withForm(
    request(app).post(brandEndpoints.create.path).set('Authorization', admin.bearer),
    { nameFa: uniqueTitle('برند'), nameEn: uniqueLatin('Brand'), ...fields },
    logo ? [{ field: 'logo', buffer: logo }] : [],
  ).expect(200);
  return brandEndpoints.create.response.parse(response.body).brand;
}

const withId = (path: string, id: string) => path.replace(':id', id);

/** An attribute added to the category through the API (a number in amperes unless told otherwise). */
export async function createAttribute(
  app: App,
  admin: TestUser,
  categoryId: string,
  body: Partial<AttributeCreate> = {},
): Promise<Attribute> {
  const response = await request(app)
    .post(withId(attributeEndpoints.create.path, categoryId))
    .set('Authorization', admin.bearer)
    .send({ name: uniqueTitle('ویژگی'), kind: 'number', unit: 'آمپر', ...body })
    .expect(200);
  return attributeEndpoints.create.response.parse(response.body).attribute;
}

/** The category's attributes as anyone reads them. */
export async function listAttributes(app: App, categoryId: string): Promise<Attribute[]> {
  const response = await request(app).get(withId(attributeEndpoints.list.path, categoryId)).expect(200);
  return attributeEndpoints.list.response.parse(response.body).attributes;
}

/** The files in the image store (the uploads folder or the bucket), sorted. */
export async function storedFiles(storage: ImageStorage): Promise<string[]> {
  const files: string[] = [];
  for await (const page of storage.list()) files.push(...page.map(({ file }) => file));
  return files.sort();
}

/**
 * A stored file's absolute address as pages and feeds give it: under the shop's own origin on disk, the
 * bucket's public address under TEST_STORAGE=s3.
 */
export const publicImageUrl = (storage: ImageStorage, file: string, shopOrigin: string) =>
  new URL(storage.publicBase + file, shopOrigin).href;

/** Every stored width of these images, as file names. */
export function variantFiles(...names: string[]): string[] {
  return names.flatMap((name) => imageVariants(name).map(({ file }) => file));
}

/**
 * Every stored width of every image a category, product or brand row names, and every product
 * document's file, sorted: what the store should hold.
 */
export async function referencedFiles(db: Database): Promise<string[]> {
  const categoryRows = await db.select({ image: categories.image }).from(categories);
  const productRows = await db.select({ image: products.image, gallery: products.gallery }).from(products);
  const brandRows = await db.select({ logo: brands.logo }).from(brands);
  const documentRows = await db.select({ file: productDocuments.file }).from(productDocuments);
  const names = [
    ...brandRows.flatMap((row) => (row.logo ? [row.logo] : [])),
    ...categoryRows.map((row) => row.image),
    ...productRows.flatMap((row) => [row.image, ...row.gallery]),
  ];
  const files = [...variantFiles(...names.filter(Boolean)), ...documentRows.map((row) => row.file)];
  return [...new Set(files)].sort();
}
