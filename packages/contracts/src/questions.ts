import { toPersianDigits } from '@shop/persian';
import { z } from 'zod';
import { defineEndpoints, idParams } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import {
  ANSWER_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  QUESTION_MIN_LENGTH,
  QUESTION_STATUSES,
  tidyQuestionText,
} from './plain/questions';

/** Plain text as it is kept: tidied (see `tidyQuestionText`), then measured. */
const tidyText = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} را بنویسید` })
    .transform(tidyQuestionText)
    .pipe(
      z
        .string()
        .min(1, `${field} را بنویسید`)
        .min(min, `${field} دست‌کم ${toPersianDigits(min)} نویسه است`)
        .max(max, `${field} حداکثر ${toPersianDigits(max)} نویسه است`),
    );

const page = z.coerce.number().int().min(1).max(1000).catch(1).default(1);

/** A published question as shoppers see it: the asker stays unnamed. */
export const publishedQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** Null when the owner approved it without an answer. */
  answer: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PublishedQuestion = z.infer<typeof publishedQuestionSchema>;

/** A question as the owner's desk lists it: with its product and who asked. */
export const deskQuestionSchema = publishedQuestionSchema.extend({
  status: z.enum(QUESTION_STATUSES),
  productId: z.string(),
  productTitle: z.string(),
  /** The asker's name, or his masked phone; null once his account is gone. */
  asker: z.string().nullable(),
});
export type DeskQuestion = z.infer<typeof deskQuestionSchema>;

const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });

const questionAnswer = z.object({ question: deskQuestionSchema });

export const questionEndpoints = defineEndpoints(apiRoutes.questions, {
  /**
   * A signed-in shopper asks about a product. Kept waiting: nothing shows before the owner answers or
   * approves it. Limited per account and per address a day (429 with a Persian wait).
   */
  ask: {
    params: idParams,
    body: z.object({ question: tidyText('پرسش', QUESTION_MIN_LENGTH, QUESTION_MAX_LENGTH) }),
    response: z.object({ question: z.object({ id: z.string(), status: z.literal('waiting') }) }),
  },
  /** A product's published questions, newest first, a page at a time; 404 for no such product. */
  published: {
    params: idParams,
    query: z.object({ page }),
    response: pageOf(publishedQuestionSchema),
  },
  /** The desk: questions in one status (waiting by default), oldest waiting first, else newest first. */
  list: {
    query: z.object({
      status: z.enum(QUESTION_STATUSES).catch('waiting').default('waiting'),
      page,
    }),
    response: pageOf(deskQuestionSchema),
  },
  waitingCount: { response: z.object({ waiting: z.number().int().nonnegative() }) },
  /** Answers (or edits the answer of) a question and publishes it, whatever its status was. */
  answer: {
    params: idParams,
    body: z.object({ answer: tidyText('پاسخ', 1, ANSWER_MAX_LENGTH) }),
    response: questionAnswer,
  },
  /** Publishes a question as it is (with its answer, if any). */
  approve: { params: idParams, response: questionAnswer },
  /** Hides a question from the product page (its answer is kept, should the owner publish it again). */
  reject: { params: idParams, response: questionAnswer },
});
