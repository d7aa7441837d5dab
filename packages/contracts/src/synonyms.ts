import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { apiRoutes } from './plain/api-routes';

export const SYNONYM_MAX_TERMS = 12;
export const SYNONYM_TERM_MAX_LENGTH = 50;

/**
 * A group of words shoppers use for the same thing: searching for any term finds what the others find.
 * Terms are stored normalized for search (Persian letters, lower-case Latin, ZWNJ as a space).
 */
export const searchSynonymSchema = z.object({
  _id: z.string(),
  terms: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

const TERMS_PROBLEM = 'حداقل دو واژه متفاوت وارد کنید';

/** The admin form: two to twelve terms of at most fifty characters each. */
export const searchSynonymBodySchema = z.object({
  terms: z
    .array(
      z
        .string({ error: 'هر واژه باید متن باشد' })
        .max(SYNONYM_TERM_MAX_LENGTH, 'هر واژه حداکثر ۵۰ نویسه است'),
      { error: TERMS_PROBLEM },
    )
    .max(SYNONYM_MAX_TERMS, 'هر گروه حداکثر ۱۲ واژه دارد'),
});
export type SearchSynonymBody = z.input<typeof searchSynonymBodySchema>;

const message = z.string();
const synonymAnswer = z.object({ synonym: searchSynonymSchema, message });

/** Admins only. */
export const synonymEndpoints = defineEndpoints(apiRoutes.synonyms, {
  list: {
    response: z.object({ synonyms: z.array(searchSynonymSchema) }),
  },
  create: {
    body: searchSynonymBodySchema,
    response: synonymAnswer,
  },
  update: {
    params: idParams,
    body: searchSynonymBodySchema,
    response: synonymAnswer,
  },
  remove: {
    params: idParams,
    response: z.object({ id: z.string(), message }),
  },
});
