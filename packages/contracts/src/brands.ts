import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { brandSchema, productListItemSchema } from './entities';
import { apiRoutes } from './plain/api-routes';
import { BRAND_NAME_MAX_LENGTH } from './plain/rules';
import { hasVisibleText } from './plain/text';
import { deletedResponseSchema, pageFields, productListQuerySchema } from './catalog';

const message = z.string();
const PERSIAN_LETTER = /[\u0600-\u06FF]/;
// Latin letters and digits, with the marks brand names carry (`UNI-T`, `Mean Well`, `B&O`, `Dr.Fix`).
const LATIN_NAME = /^[A-Za-z0-9][A-Za-z0-9 .&'+-]*$/;

const nameField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .refine(hasVisibleText, missing)
    .refine((name) => name.length <= BRAND_NAME_MAX_LENGTH, 'نام حداکثر ۶۰ نویسه است');

/** Text fields of the brand form (multipart, with the optional file `logo`). */
export const brandFormSchema = z.object({
  nameFa: nameField('نام فارسی برند الزامی است').refine(
    (name) => PERSIAN_LETTER.test(name),
    'نام فارسی باید با حروف فارسی نوشته شود',
  ),
  nameEn: nameField('نام لاتین برند الزامی است').refine(
    (name) => LATIN_NAME.test(name),
    'نام لاتین فقط حروف و ارقام لاتین دارد',
  ),
  /** Edit only: 'true' removes the stored logo (a new `logo` file replaces it anyway). */
  removeLogo: z.enum(['true', 'false'], { error: 'مقدار «حذف لوگو» نامعتبر است' }).optional(),
});
export type BrandForm = z.input<typeof brandFormSchema>;

/** A brand of the list, with how many products carry it. */
export const brandListItemSchema = brandSchema.extend({ productCount: z.number().int().nonnegative() });
export type BrandListItem = z.infer<typeof brandListItemSchema>;

export const brandEndpoints = defineEndpoints(apiRoutes.brand, {
  /** Every brand, by Persian name. */
  list: {
    response: z.object({ brands: z.array(brandListItemSchema) }),
  },
  get: {
    params: idParams,
    response: z.object({ brand: brandSchema }),
  },
  /** The brand page: the brand and one page of its products, of one of its categories when `categoryId`. */
  getWithProducts: {
    params: idParams,
    query: productListQuerySchema,
    response: z.object({ brand: brandSchema, products: z.array(productListItemSchema), ...pageFields }),
  },
  create: {
    body: brandFormSchema,
    files: ['logo'],
    response: z.object({ brand: brandSchema, message }),
  },
  update: {
    params: idParams,
    body: brandFormSchema,
    files: ['logo'],
    response: z.object({ brand: brandSchema, message }),
  },
  /** Its products keep everything but the brand. */
  remove: {
    params: idParams,
    response: deletedResponseSchema,
  },
});
