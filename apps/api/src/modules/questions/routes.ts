import { questionEndpoints } from '@shop/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { clientAddress } from '../../http/client-address';
import { cachedPublicReads } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import {
  answerQuestion,
  approveQuestion,
  askQuestion,
  listQuestions,
  publishedQuestions,
  QUESTION_MESSAGES,
  rejectQuestion,
  waitingCount,
} from './service';

/** Product questions: shoppers ask, the owner answers on his desk, everyone reads the published ones. */
export function questionRoutes({
  config,
  database: { db },
  clock,
  reads,
}: Pick<AppDeps, 'config' | 'database' | 'clock' | 'reads'>): Router {
  const { ask, published, list, waitingCount: waiting, answer, approve, reject } = questionEndpoints;
  const router = Router();
  const route = contractRoutes(router, config, reads);
  const byProduct = { notFound: QUESTION_MESSAGES.productNotFound };
  const byQuestion = { notFound: QUESTION_MESSAGES.questionNotFound };
  // The desk's lists change with every answer: never kept by a cache.
  const noStore = { before: [noStoreHeader] };

  route(ask, byProduct, ({ params, body, req }) =>
    askQuestion(db, {
      productId: params.id,
      userId: req.user!.id,
      ip: clientAddress(req),
      question: body.question,
      now: clock(),
    }),
  );
  route(published, { ...byProduct, ...cachedPublicReads(db, 500) }, ({ params, query }) =>
    publishedQuestions(db, params.id, query.page),
  );

  route(list, noStore, ({ query }) => listQuestions(db, query.status, query.page));
  route(waiting, noStore, () => waitingCount(db));
  route(answer, byQuestion, ({ params, body, req }) =>
    answerQuestion(db, params.id, { answer: body.answer, adminId: req.user!.id, now: clock() }),
  );
  route(approve, byQuestion, ({ params }) => approveQuestion(db, params.id));
  route(reject, byQuestion, ({ params }) => rejectQuestion(db, params.id));
  return router;
}

const noStoreHeader: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
