import { z } from 'zod';

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
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  _id: id,
  title: z.string(),
  description: safeHtml,
  /** Whole toman. */
  price: z.number().int().positive(),
  originalPrice: z.number().int().positive().nullable(),
  /** Quantity in stock; above zero means in stock. */
  stock: z.number().int().nonnegative(),
  isPopular: z.boolean(),
  categoryId: id.nullable(),
  image: z.string(),
  gallery: z.array(z.string()),
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
  })
  .extend({
    /** The description's plain text, cut at about 160 characters on a word boundary. */
    excerpt: plainText,
  });
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** The popular carousel reads `description`: here it holds the plain-text excerpt. */
export const popularProductSchema = productListItemSchema.extend({ description: plainText });
export type PopularProduct = z.infer<typeof popularProductSchema>;
