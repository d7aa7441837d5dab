import fs from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_GALLERY_MAX } from '@shop/contracts';
import { z } from 'zod';
import {
  categoryInputSchema,
  productInputSchema,
  type CategoryInput,
  type ProductInput,
} from '../modules/catalog/input';

/** One JSON file per category: beside this module from source, copied beside the bundle in dist (as the migrations are). */
export const DEMO_CATALOG_DIR = path.join(__dirname, 'demo-catalog');

const productFileSchema = z.strictObject({
  title: z.string(),
  intro: z.string(),
  specs: z.array(z.tuple([z.string(), z.string()])),
  closing: z.string().optional(),
  price: z.number(),
  originalPrice: z.number().optional(),
  stock: z.number(),
  isPopular: z.boolean(),
  galleryCount: z.number().int().min(0).max(PRODUCT_GALLERY_MAX),
});

const categoryFileSchema = z.strictObject({
  /** Menu order; the products of all categories take turns in this order too. */
  position: z.number().int(),
  /** Chooses the drawn illustrations. */
  key: z.string(),
  title: z.string(),
  description: z.string(),
  products: z.array(productFileSchema),
});

export interface DemoCategory {
  key: string;
  input: CategoryInput;
}

export interface DemoProduct {
  category: DemoCategory;
  galleryCount: number;
  input: ProductInput;
}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, where: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`demo catalog ${where}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** Product description HTML: an intro paragraph, the technical spec list, then an optional closing note. */
function describe({ intro, specs, closing }: z.output<typeof productFileSchema>): string {
  const items = specs.map(([label, value]) => `<li><strong>${label}:</strong> ${value}</li>`).join('');
  return `<p>${intro}</p><h3>مشخصات فنی</h3><ul>${items}</ul>${closing ? `<p>${closing}</p>` : ''}`;
}

/** A category file, its texts checked and sanitized by the same schemas as the admin's forms. */
async function readCategoryFile(file: string) {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`demo catalog ${file}: ${(error as Error).message}`);
  }
  const data = parse(categoryFileSchema, json, file);
  const category: DemoCategory = {
    key: data.key,
    input: parse(categoryInputSchema, { title: data.title, description: data.description }, file),
  };
  const products = data.products.map((product, index): DemoProduct => ({
    category,
    galleryCount: product.galleryCount,
    input: parse(
      productInputSchema,
      {
        title: product.title,
        description: describe(product),
        price: String(product.price),
        originalPrice: product.originalPrice?.toString(),
        stock: String(product.stock),
        isPopular: String(product.isPopular),
      },
      `${file} products[${index}]`,
    ),
  }));
  return { file, position: data.position, category, products };
}

/** Categories take turns, so the seed's position-based "newest first" order mixes them. */
function interleave<Item>(groups: Item[][]): Item[] {
  const rows = Math.max(...groups.map((group) => group.length));
  return Array.from({ length: rows }, (_, row) =>
    groups.flatMap((group) => group.slice(row, row + 1)),
  ).flat();
}

/** Reads every category file of the folder, in `position` order. */
export async function loadDemoCatalog(dir = DEMO_CATALOG_DIR) {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json'));
  const files = await Promise.all(names.map((name) => readCategoryFile(path.join(dir, name))));
  files.sort((a, b) => a.position - b.position);
  const clash = files.find((file, index) => index > 0 && file.position === files[index - 1]!.position);
  if (clash) throw new Error(`demo catalog ${clash.file}: another file has position ${clash.position}`);
  return {
    categories: files.map((file) => file.category),
    products: interleave(files.map((file) => file.products)),
  };
}
