import fs from 'node:fs/promises';
import path from 'node:path';
import {
  attributeCreateSchema,
  PRODUCT_GALLERY_MAX,
  SALE_UNITS,
  type AttributeCreate,
} from '@shop/contracts';
import { z } from 'zod';
import {
  categoryInputSchema,
  productInputSchema,
  type CategoryInput,
  type ProductInput,
} from '../modules/catalog/input';
import { DEMO_BRANDS } from './demo-brands';

/** One JSON file per category: beside this module from source, copied beside the bundle in dist (as the migrations are). */
export const DEMO_CATALOG_DIR = path.join(__dirname, 'demo-catalog');

const productFileSchema = z
  .strictObject({
    title: z.string(),
    intro: z.string(),
    specs: z.array(z.tuple([z.string(), z.string()])),
    closing: z.string().optional(),
    /** A product without options; a family gives each variant its own. */
    price: z.number().optional(),
    originalPrice: z.number().optional(),
    stock: z.number().optional(),
    unit: z.enum(SALE_UNITS).optional(),
    unitSize: z.number().optional(),
    minQuantity: z.number().optional(),
    quantityStep: z.number().optional(),
    /** A family's options; `attribute` names the category's specification attribute the option is tied to. */
    options: z
      .array(
        z.strictObject({ name: z.string(), attribute: z.string().optional(), values: z.array(z.string()) }),
      )
      .optional(),
    variants: z
      .array(
        z.strictObject({
          options: z.array(z.string()),
          price: z.number(),
          originalPrice: z.number().optional(),
          stock: z.number(),
          code: z.string().optional(),
        }),
      )
      .optional(),
    isPopular: z.boolean(),
    galleryCount: z.number().int().min(0).max(PRODUCT_GALLERY_MAX),
    /** The brand's Latin name (see DEMO_BRANDS). */
    brand: z.string().optional(),
    /** The specification: attribute name -> a number, a value of its list, yes/no or text. */
    attributes: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  })
  .refine(
    (product) =>
      product.options ? product.variants : product.price !== undefined && product.stock !== undefined,
    'a product has a price and stock, or options and variants',
  );

const attributeFileSchema = z.strictObject({
  name: z.string(),
  kind: z.enum(['number', 'option', 'boolean', 'text']),
  unit: z.string().optional(),
  options: z.array(z.string()).optional(),
  filterable: z.boolean().optional(),
});

const categoryFileSchema = z.strictObject({
  /** Menu order; the products of all categories take turns in this order too. */
  position: z.number().int(),
  /** Chooses the drawn illustrations. */
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** The category's specification table, in order. */
  attributes: z.array(attributeFileSchema),
  products: z.array(productFileSchema),
});

export interface DemoCategory {
  key: string;
  input: CategoryInput;
  attributes: AttributeCreate[];
}

export type DemoSpecValue = number | string | boolean;

export interface DemoProduct {
  category: DemoCategory;
  galleryCount: number;
  input: ProductInput;
  /** The brand's Latin name, one of DEMO_BRANDS. */
  brand?: string;
  /** Attribute name -> value (a list's value by its text). */
  values: Record<string, DemoSpecValue>;
  /** Per option of a family, the name of the attribute it is tied to. */
  optionAttributes: (string | undefined)[];
}

const KIND_OF_VALUE = { number: 'number', option: 'string', boolean: 'boolean', text: 'string' } as const;

/** Each value names an attribute of the category and fits its kind (a list value is one of its list). */
function checkValues(attributes: AttributeCreate[], values: Record<string, DemoSpecValue>, where: string) {
  for (const [name, value] of Object.entries(values)) {
    const attribute = attributes.find((candidate) => candidate.name === name);
    const fits =
      attribute &&
      typeof value === KIND_OF_VALUE[attribute.kind] &&
      (attribute.kind !== 'option' || attribute.options?.some((option) => option.value === value));
    if (!fits) throw new Error(`demo catalog ${where}: «${name}» = ${String(value)} fits no attribute`);
  }
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
    attributes: data.attributes.map((attribute, index) =>
      parse(
        attributeCreateSchema,
        { ...attribute, options: attribute.options?.map((value) => ({ value })) },
        `${file} attributes[${index}]`,
      ),
    ),
  };
  const products = data.products.map((product, index): DemoProduct => {
    const where = `${file} products[${index}]`;
    if (product.brand && !DEMO_BRANDS.some((brand) => brand.nameEn === product.brand))
      throw new Error(`demo catalog ${where}: unknown brand ${product.brand}`);
    checkValues(category.attributes, product.attributes, where);
    return {
      category,
      galleryCount: product.galleryCount,
      brand: product.brand,
      values: product.attributes,
      optionAttributes: product.options?.map((option) => option.attribute) ?? [],
      input: parse(
        productInputSchema,
        {
          title: product.title,
          description: describe(product),
          price: product.price?.toString(),
          originalPrice: product.originalPrice?.toString(),
          stock: product.stock?.toString(),
          isPopular: String(product.isPopular),
          // What the description's list says of the warranty, as the page's own line.
          warranty: product.specs.find(([name]) => name.startsWith('گارانتی'))?.[1],
          unit: product.unit,
          unitSize: product.unitSize?.toString(),
          minQuantity: product.minQuantity?.toString(),
          quantityStep: product.quantityStep?.toString(),
          options:
            product.options && JSON.stringify(product.options.map(({ name, values }) => ({ name, values }))),
          variants: product.variants && JSON.stringify(product.variants),
        },
        where,
      ),
    };
  });
  return { file, position: data.position, category, products };
}

/** Categories take turns, so the seed's position-based "newest first" order mixes them. */
function interleave<Item>(groups: Item[][]): Item[] {
  const rows = Math.max(...groups.map((group) => group.length));
  return Array.from({ length: rows }, (_, row) =>
    groups.flatMap((group) => group.slice(row, row + 1)),
  ).flat();
}

export interface DemoCatalog {
  categories: DemoCategory[];
  products: DemoProduct[];
}

/** Reads every category file of the folder, in `position` order. */
export async function loadDemoCatalog(dir = DEMO_CATALOG_DIR): Promise<DemoCatalog> {
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
