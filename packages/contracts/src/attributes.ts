import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { attributeSchema } from './entities';
import { apiRoutes } from './plain/api-routes';
import {
  ATTRIBUTE_KINDS,
  ATTRIBUTE_NAME_MAX_LENGTH,
  ATTRIBUTE_OPTION_MAX_LENGTH,
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_UNIT_MAX_LENGTH,
} from './plain/rules';
import { hasVisibleText } from './plain/text';
import { deletedResponseSchema } from './catalog';

const message = z.string();

const name = z
  .string({ error: 'نام ویژگی الزامی است' })
  .trim()
  .refine(hasVisibleText, 'نام ویژگی الزامی است')
  .refine((text) => text.length <= ATTRIBUTE_NAME_MAX_LENGTH, 'نام ویژگی حداکثر ۶۰ نویسه است');

/** One value of a list: a stored one keeps its `_id` (so renaming it keeps the products that hold it). */
const option = z.object({
  _id: z.guid('مقدار انتخابی نامعتبر است').optional(),
  value: z
    .string({ error: 'هر مقدار فهرست باید متن باشد' })
    .trim()
    .refine(hasVisibleText, 'مقدار خالی در فهرست مجاز نیست')
    .refine((text) => text.length <= ATTRIBUTE_OPTION_MAX_LENGTH, 'هر مقدار فهرست حداکثر ۶۰ نویسه است'),
});

const editable = {
  name,
  /** Numbers only: the unit written after the value; empty for none. */
  unit: z
    .string({ error: 'واحد باید متن باشد' })
    .trim()
    .max(ATTRIBUTE_UNIT_MAX_LENGTH, 'واحد حداکثر ۲۰ نویسه است')
    .optional(),
  /**
   * Lists only: every value in order. On edit, a value left out is removed from the products that held
   * it, a value without `_id` is new.
   */
  options: z.array(option).max(ATTRIBUTE_OPTIONS_MAX, 'فهرست حداکثر ۵۰ مقدار دارد').optional(),
  filterable: z.boolean({ error: 'مقدار «فیلتر» باید بله یا خیر باشد' }).optional(),
};

/** A new attribute of a category (JSON). */
export const attributeCreateSchema = z.object({
  ...editable,
  kind: z.enum(ATTRIBUTE_KINDS, { error: 'نوع ویژگی نامعتبر است' }),
});
export type AttributeCreate = z.input<typeof attributeCreateSchema>;

/** An attribute's edit (JSON): everything but its kind, which its stored values depend on. */
export const attributeUpdateSchema = z.object(editable);
export type AttributeUpdate = z.input<typeof attributeUpdateSchema>;

/** The category's attributes in their new order: each of its attribute ids exactly once. */
export const attributeOrderSchema = z.object({
  ids: z.array(z.guid('شناسه ویژگی نامعتبر است'), { error: 'ترتیب ویژگی‌ها الزامی است' }).max(100),
});

const attributeList = z.object({ attributes: z.array(attributeSchema) });

export const attributeEndpoints = defineEndpoints(apiRoutes.attribute, {
  /** The category's attributes in order (`:id` is the category's). */
  list: {
    params: idParams,
    response: attributeList,
  },
  create: {
    params: idParams,
    body: attributeCreateSchema,
    response: z.object({ attribute: attributeSchema, message }),
  },
  reorder: {
    params: idParams,
    body: attributeOrderSchema,
    response: attributeList.extend({ message }),
  },
  update: {
    params: idParams,
    body: attributeUpdateSchema,
    response: z.object({ attribute: attributeSchema, message }),
  },
  /** The values products held for it go with it; `removedValues` says how many. */
  remove: {
    params: idParams,
    response: deletedResponseSchema.extend({ removedValues: z.number().int().nonnegative() }),
  },
});
