import sharp from 'sharp';
import { normalizeForSearch } from '@shop/persian';
import type { Transaction } from '../db/client';
import {
  attributeOptions,
  brands,
  categories,
  categoryAttributes,
  productAttributeValues,
  productDocuments,
  products,
  type AttributeValueRow,
} from '../db/schema';
import { removeImage, storeDocument, storeImage, type ImageDeps } from '../images/image-store';
import { mapConcurrently } from '../map-concurrently';
import { newCategoryRow } from '../modules/catalog/category-service';
import { newProductRow, planSale } from '../modules/catalog/product-service';
import { writeVariants, writeVariantValues } from '../modules/catalog/variant-store';
import { drawCategoryIllustration, drawProductIllustration } from './illustrations';
import { DEMO_BRANDS } from './demo-brands';
import { DEMO_DOCUMENTS, drawDemoPdf } from './demo-documents';
import {
  loadDemoCatalog,
  type DemoCatalog,
  type DemoCategory,
  type DemoSpecValue,
} from './load-demo-catalog';

const DEMO_IMAGE_WIDTH = 1024;
// Encoding is CPU-bound in sharp's own threads; a few at once keeps both cores busy without piling up memory.
const RENDER_CONCURRENCY = 4;

export async function renderSvg(svg: string, images: ImageDeps): Promise<string> {
  const png = await sharp(Buffer.from(svg)).resize({ width: DEMO_IMAGE_WIDTH }).png().toBuffer();
  return (await storeImage(png, images)).name;
}

/** Loads the demo catalog: images are drawn and stored first, then every row goes in one transaction. */
async function insertBrands(tx: Transaction): Promise<Map<string, string>> {
  const rows = await tx
    .insert(brands)
    .values(
      DEMO_BRANDS.map((brand) => ({
        ...brand,
        searchFa: normalizeForSearch(brand.nameFa),
        searchEn: normalizeForSearch(brand.nameEn),
      })),
    )
    .returning({ id: brands.id, nameEn: brands.nameEn });
  return new Map(rows.map((row) => [row.nameEn, row.id]));
}

/** A category's stored attributes: a product's value by attribute name, as the columns of its row. */
interface StoredAttributes {
  idOf(name: string): string | null;
  valueOf(name: string, value: DemoSpecValue): Omit<AttributeValueRow, 'productId'>;
}

async function insertAttributes(
  tx: Transaction,
  demoCategories: DemoCategory[],
  rowOf: Map<DemoCategory, { id: string }>,
): Promise<Map<DemoCategory, StoredAttributes>> {
  const stored = new Map<DemoCategory, StoredAttributes>();
  for (const category of demoCategories.filter((candidate) => candidate.attributes.length > 0)) {
    const rows = await tx
      .insert(categoryAttributes)
      .values(
        category.attributes.map((attribute, position) => ({
          categoryId: rowOf.get(category)!.id,
          name: attribute.name,
          searchName: normalizeForSearch(attribute.name),
          kind: attribute.kind,
          unit: attribute.unit ?? null,
          filterable: attribute.filterable ?? false,
          position,
        })),
      )
      .returning({ id: categoryAttributes.id, name: categoryAttributes.name, kind: categoryAttributes.kind });
    const listed = category.attributes.flatMap((attribute, index) =>
      (attribute.options ?? []).map((option, position) => ({
        attributeId: rows[index]!.id,
        value: option.value,
        searchValue: normalizeForSearch(option.value),
        position,
      })),
    );
    const options =
      listed.length === 0
        ? []
        : await tx.insert(attributeOptions).values(listed).returning({
            id: attributeOptions.id,
            attributeId: attributeOptions.attributeId,
            value: attributeOptions.value,
          });
    stored.set(category, {
      idOf: (name) => rows.find((candidate) => candidate.name === name)?.id ?? null,
      valueOf(name, value) {
        const row = rows.find((candidate) => candidate.name === name)!;
        const columns = { numberValue: null, optionId: null, booleanValue: null, textValue: null };
        if (row.kind === 'number') return { attributeId: row.id, ...columns, numberValue: value as number };
        if (row.kind === 'boolean')
          return { attributeId: row.id, ...columns, booleanValue: value as boolean };
        if (row.kind === 'text') return { attributeId: row.id, ...columns, textValue: value as string };
        const option = options.find(
          (candidate) => candidate.attributeId === row.id && candidate.value === value,
        );
        return { attributeId: row.id, ...columns, optionId: option!.id };
      },
    });
  }
  return stored;
}

export interface DemoSeedOptions {
  /** Stores one picture drawn as SVG and answers its stored name; by default rendered and stored as drawn. */
  storePicture?: (svg: string) => Promise<string>;
}

/** The demo's pictures as SVG: one per category, and per product its main picture then its gallery. */
export function drawDemoPictures(demo: DemoCatalog): { categories: string[]; products: string[][] } {
  return {
    categories: demo.categories.map((category) => drawCategoryIllustration(category.key)),
    products: demo.products.map((product, index) =>
      Array.from({ length: product.galleryCount + 1 }, (_, variant) =>
        drawProductIllustration(product.category.key, variant, index),
      ),
    ),
  };
}

export async function seedDemoCatalog(
  images: ImageDeps,
  { storePicture = (svg) => renderSvg(svg, images) }: DemoSeedOptions = {},
) {
  const demo = await loadDemoCatalog();
  const pictures = drawDemoPictures(demo);
  const categoryImages = await mapConcurrently(pictures.categories, RENDER_CONCURRENCY, storePicture);
  const productImages = await mapConcurrently(pictures.products, RENDER_CONCURRENCY, async (drawn) => {
    const [image, ...gallery] = await Promise.all(drawn.map(storePicture));
    return { image: image!, gallery };
  });
  const documents = await Promise.all(
    DEMO_DOCUMENTS.flatMap(({ product, documents }) =>
      documents.map(async (document, position) => {
        const index = demo.products.findIndex((candidate) => candidate.input.title === product);
        if (index < 0) throw new Error(`demo documents: no demo product is called ${product}`);
        const bytes = await drawDemoPdf(document);
        const { name } = await storeDocument(bytes, images);
        return { index, position, document, file: name, bytes: bytes.length };
      }),
    ),
  );

  try {
    await images.db.transaction(async (tx) => {
      const createdAt = Date.now();
      const insertedCategories = await tx
        .insert(categories)
        .values(
          demo.categories.map((category, index) => newCategoryRow(category.input, categoryImages[index]!)),
        )
        .returning({ id: categories.id, title: categories.title });
      const rowOf = new Map(demo.categories.map((category, index) => [category, insertedCategories[index]!]));
      const brandIds = await insertBrands(tx);
      const attributeIds = await insertAttributes(tx, demo.categories, rowOf);

      // A family's options tied to an attribute name it here, now that the attributes have ids.
      const sales = demo.products.map((product) => {
        const sale = planSale(product.input, undefined, new Set());
        const attributes = attributeIds.get(product.category)!;
        sale.columns.options = sale.columns.options.map((option, index) => {
          const tied = product.optionAttributes[index];
          return { ...option, attributeId: tied ? attributes.idOf(tied) : null };
        });
        return sale;
      });
      const insertedProducts = await tx
        .insert(products)
        .values(
          demo.products.map((product, index) => ({
            ...newProductRow(
              product.input,
              sales[index]!.variants![0]!,
              rowOf.get(product.category)!,
              productImages[index]!,
            ),
            ...sales[index]!.columns,
            brandId: product.brand ? brandIds.get(product.brand)! : null,
            // Spread the products over the last weeks so "newest first" has a meaningful order.
            createdAt: new Date(createdAt - (demo.products.length - index) * 3_600_000),
          })),
        )
        .returning({ id: products.id });
      // Each product got its one plain variant on insert; a family gets its own.
      for (const [index, sale] of sales.entries()) {
        if (sale.columns.options.length === 0) continue;
        const variants = await writeVariants(tx, insertedProducts[index]!.id, sale.variants!);
        await writeVariantValues(tx, insertedProducts[index]!.id, sale.columns.options, variants);
      }
      const values = demo.products.flatMap((product, index) =>
        Object.entries(product.values).map(([name, value]) => ({
          productId: insertedProducts[index]!.id,
          ...attributeIds.get(product.category)!.valueOf(name, value),
        })),
      );
      await tx.insert(productAttributeValues).values(values);
      await tx.insert(productDocuments).values(
        documents.map(({ index, position, document, file, bytes }) => ({
          productId: insertedProducts[index]!.id,
          kind: document.kind,
          title: document.title,
          file,
          bytes,
          pages: document.pages,
          position,
        })),
      );
    });
  } catch (error) {
    const stored = [
      ...categoryImages,
      ...productImages.flatMap(({ image, gallery }) => [image, ...gallery]),
      ...documents.map(({ file }) => file),
    ];
    await Promise.all(stored.map((name) => removeImage(name, images.storage)));
    throw error;
  }
  return { categories: demo.categories.length, products: demo.products.length };
}
