import { z } from 'zod';
import { DOCUMENT_KINDS } from './plain/documents';
import { ATTRIBUTE_KINDS } from './plain/rules';
import { SALE_UNITS } from './plain/sale-units';

const id = z.string();
const timestamp = z.iso.datetime({ offset: true });

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  _id: id,
  phone: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  createdAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

/**
 * Rich-text HTML the API sanitized to the editor's tags before storing it: the only text a client may
 * render as markup.
 */
export const safeHtml = z.string().brand<'SafeHtml'>();
export type SafeHtml = z.infer<typeof safeHtml>;
/**
 * Plain text, entities already decoded (`&lt;img&gt;` arrives as `<img>`, which is right for text): a
 * client renders it as text, never as markup. A distinct type, so it cannot be handed to an HTML renderer.
 */
export const plainText = z.string().brand<'PlainText'>();
export type PlainText = z.infer<typeof plainText>;

export const categorySchema = z.object({
  _id: id,
  title: z.string(),
  description: safeHtml,
  image: z.string(),
  /** The one category that takes a deleted category's products: it cannot be deleted, only renamed. */
  catchAll: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z.object({
  _id: id,
  /** The name as Persian shoppers write it («اشنایدر»). */
  nameFa: z.string(),
  /** The name in Latin script, as on the product (`Schneider`). */
  nameEn: z.string(),
  /** The stored logo image, or null for none. */
  logo: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Brand = z.infer<typeof brandSchema>;

/** One value of a product's specification, as stored (see `Product.specs`). */
export const specValueSchema = z.union([z.number(), z.boolean(), z.string()]);
export type SpecValue = z.infer<typeof specValueSchema>;

export const attributeOptionSchema = z.object({ _id: id, value: z.string() });
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

/** One attribute of a category's specification table, in the category's order. */
export const attributeSchema = z.object({
  _id: id,
  categoryId: id,
  name: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  /** For numbers: the unit shown after the value («آمپر», «میلی‌متر مربع»); null for none. */
  unit: z.string().nullable(),
  /** For a list: its values, in order; empty for the other kinds. */
  options: z.array(attributeOptionSchema),
  /** Offered as a filter on listing pages. */
  filterable: z.boolean(),
  position: z.number().int().nonnegative(),
  /** How many products hold a value for it (what removing it would erase). */
  productCount: z.number().int().nonnegative(),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A row of the product page's specification table: the attribute and the value, option text resolved. */
export const specificationSchema = z.object({
  attributeId: id,
  name: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  unit: z.string().nullable(),
  value: specValueSchema,
});
export type Specification = z.infer<typeof specificationSchema>;

/** An option variants differ by, with its values in order; tied to a specification attribute or not. */
export const productOptionSchema = z.object({
  name: z.string(),
  attributeId: id.nullable(),
  values: z.array(z.string()),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** One combination of option values that a shopper buys, with its own code, price and stock. */
export const variantSchema = z.object({
  _id: id,
  /** One value per option of the product, in the options' order; [] for a product without options. */
  options: z.array(z.string()),
  code: z.string().nullable(),
  barcode: z.string().nullable(),
  /** Whole toman, per unit of the product. */
  price: z.number().int().positive(),
  originalPrice: z.number().int().positive().nullable(),
  /** In the product's unit. */
  stock: z.number().int().nonnegative(),
  /** One of the product's images; null shows the product's main image. */
  image: z.string().nullable(),
  enabled: z.boolean(),
});
export type Variant = z.infer<typeof variantSchema>;

/**
 * A PDF attached to a product (a datasheet, a certificate…): `file` is its stored name, fetched from
 * where images are (`/uploads/` or the bucket) and always sent as a download.
 */
export const productDocumentSchema = z.object({
  _id: id,
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  file: z.string(),
  bytes: z.number().int().positive(),
  pages: z.number().int().positive(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/** How the product is sold (see plain/sale-units.ts). */
export const saleUnitFields = {
  unit: z.enum(SALE_UNITS),
  unitSize: z.number().int().positive().nullable(),
  minQuantity: z.number().int().positive(),
  quantityStep: z.number().int().positive(),
};

export const productSchema = z.object({
  _id: id,
  title: z.string(),
  description: safeHtml,
  /** Whole toman per unit: the cheapest enabled variant in stock (else the cheapest), with its old price. */
  price: z.number().int().positive(),
  originalPrice: z.number().int().positive().nullable(),
  /** Quantity in stock across the enabled variants; above zero means in stock. */
  stock: z.number().int().nonnegative(),
  ...saleUnitFields,
  options: z.array(productOptionSchema),
  /** The shop's page lists the enabled ones; the admin's reads list all. */
  variants: z.array(variantSchema),
  isPopular: z.boolean(),
  categoryId: id.nullable(),
  brandId: id.nullable(),
  /** The warranty as the owner wrote it («۱۸ ماه گارانتی شرکتی»); null: sold without one. */
  warranty: z.string().nullable(),
  image: z.string(),
  gallery: z.array(z.string()),
  /**
   * The product's specification values by attribute id: a number for a number attribute, the chosen
   * option's id for a list, true/false for yes-no, the text for text. Attributes without a value are absent.
   */
  specs: z.record(z.string(), specValueSchema),
  /** Its PDF documents, in the admin's order. */
  documents: z.array(productDocumentSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.infer<typeof productSchema>;

/** What a product card needs: never the description HTML. */
export const productListItemSchema = productSchema
  .pick({
    _id: true,
    title: true,
    price: true,
    originalPrice: true,
    stock: true,
    image: true,
    categoryId: true,
    createdAt: true,
    unit: true,
    unitSize: true,
  })
  .extend({
    /** More than one: the card says «از …» before the price and how many variants there are. */
    variantCount: z.number().int().positive(),
    /** The description's plain text, cut at about 160 characters on a word boundary. */
    excerpt: plainText,
  });
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** The popular carousel reads `description`: here it holds the plain-text excerpt. */
export const popularProductSchema = productListItemSchema.extend({ description: plainText });
export type PopularProduct = z.infer<typeof popularProductSchema>;
