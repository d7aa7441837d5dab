import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { roleSchema, userSchema } from './entities';

export const USERS_PAGE_SIZE = 50;
export const USERS_MAX_PAGE_SIZE = 200;
export const NAME_MAX_LENGTH = 60;

export const listUsersQuerySchema = z.object({
  /** Matches phone digits (any digit script) or a part of the name. */
  q: z
    .string({ error: 'عبارت جستجو نامعتبر است' })
    .trim()
    .max(100, 'عبارت جستجو بیش از حد طولانی است')
    .optional(),
  page: z.coerce
    .number({ error: 'شماره صفحه نامعتبر است' })
    .int('شماره صفحه نامعتبر است')
    .min(1, 'شماره صفحه نامعتبر است')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'اندازه صفحه نامعتبر است' })
    .int('اندازه صفحه نامعتبر است')
    .min(1, 'اندازه صفحه نامعتبر است')
    .max(USERS_MAX_PAGE_SIZE, 'اندازه صفحه حداکثر ۲۰۰ است')
    .default(USERS_PAGE_SIZE),
});

export const updateMeBodySchema = z.object({
  name: z
    .string({ error: 'نام را وارد کنید' })
    .trim()
    .min(1, 'نام را وارد کنید')
    .max(NAME_MAX_LENGTH, 'نام حداکثر ۶۰ کاراکتر است'),
});

export const setRoleBodySchema = z.object({ role: roleSchema });

export const userResponseSchema = z.object({ user: userSchema });

export const usersEndpoints = defineEndpoints(apiRoutes.users, {
  getUser: {
    params: idParams,
    response: userResponseSchema,
  },
  /** Admins only; newest first. */
  listUsers: {
    query: listUsersQuerySchema,
    response: z.object({
      /** Each with the customer group it is in (null: a consumer), for the owner to move it. */
      users: z.array(userSchema.extend({ groupId: z.string().nullable() })),
      total: z.number().int().nonnegative(),
    }),
  },
  /** Admins only: promote or demote another account (never their own). */
  setRole: {
    params: idParams,
    body: setRoleBodySchema,
    response: userResponseSchema,
  },
  updateMe: {
    body: updateMeBodySchema,
    response: userResponseSchema,
  },
});
