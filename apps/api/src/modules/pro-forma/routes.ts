import { proFormaEndpoints, type ProForma } from '@shop/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { countAddressRequest } from '../../http/address-budgets';
import { clientAddress } from '../../http/client-address';
import { contractRoutes } from '../../http/contract-route';
import { proFormaPdf } from './pro-forma-pdf';
import { createProForma, getProForma, PRO_FORMA_MESSAGES } from './service';

/**
 * Pro-formas: made by anyone from a list (limited per address and per account), opened by their
 * unguessable token only, as JSON (the page's call) or as a PDF download.
 */
export function proFormaRoutes({
  config,
  database: { db },
  clock,
  reads,
}: Pick<AppDeps, 'config' | 'database' | 'clock' | 'reads'>): Router {
  const { create, get, pdf } = proFormaEndpoints;
  const router = Router();
  const route = contractRoutes(router, config, reads);
  // Counted before the body is read, so malformed requests use up the budget too.
  const perAddress =
    (action: 'pro-forma' | 'pro-forma-pdf'): RequestHandler =>
    async (req, _res, next) => {
      await countAddressRequest(db, action, clientAddress(req), clock());
      next();
    };
  const drawn = drawnPdfs();
  const byToken = { notFound: PRO_FORMA_MESSAGES.notFound };

  // Answers hold a link's secret and `expired` moves with the clock: no cache keeps them.
  const privateAnswer: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-cache');
    next();
  };

  route(create, { before: [perAddress('pro-forma')] }, async ({ body, req }) => ({
    proForma: await createProForma(db, {
      lines: body.lines,
      channel: body.channel,
      userId: req.user?.id ?? null,
      phone: body.phone,
      torobClid: body.torobClid,
      now: clock(),
    }),
  }));

  // The pro-forma page's call: answered to the page the server draws as well (`reads`).
  route(get, { ...byToken, before: [privateAnswer] }, ({ params }) => getProForma(db, params.token, clock()));

  route.streamed(
    pdf,
    { ...byToken, before: [privateAnswer, perAddress('pro-forma-pdf')] },
    async ({ params, res }) => {
      const { proForma } = await getProForma(db, params.token, clock());
      const file = await drawn(proForma);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="pro-forma-${proForma.number}.pdf"`);
      // Its address is a secret of whoever holds the link: never listed by a search engine.
      res.setHeader('X-Robots-Tag', 'noindex');
      res.send(file);
    },
  );
  return router;
}

/** Rendered PDFs kept per process: a pro-forma never changes, so asking again costs nothing. */
const PDFS_KEPT = 50;

/**
 * A pro-forma's PDF, drawn once per process (and once for readers asking at the same time): drawing
 * holds a core for a few hundred milliseconds, so a link opened many times must not draw it again.
 */
function drawnPdfs() {
  const kept = new Map<string, Promise<Buffer>>();
  return (proForma: ProForma): Promise<Buffer> => {
    let file = kept.get(proForma.token);
    if (!file) {
      file = proFormaPdf(proForma);
      file.catch(() => kept.delete(proForma.token));
      kept.set(proForma.token, file);
      if (kept.size > PDFS_KEPT) kept.delete(kept.keys().next().value!);
    }
    return file;
  };
}
