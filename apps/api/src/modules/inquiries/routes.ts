import { inquiryEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/auth-guard';
import { parseInput } from '../../http/validate';
import { countAddressRequest } from '../auth/rate-limits';
import { inquiryCounts, recordInquiry } from './service';

const local = (path: string) => path.replace(/^\/api/, '');

export function inquiryRoutes({
  database,
  clock = () => new Date(),
}: Pick<AppDeps, 'database' | 'clock'>): Router {
  const { record, counts } = inquiryEndpoints;
  const router = Router();

  router.post(local(record.path), async (req, res) => {
    await countAddressRequest(database.db, 'inquiry', req.ip, clock());
    const body = parseInput(record.body, req.body);
    await recordInquiry(database.db, { ...body, now: clock() });
    res.status(202).json({ recorded: true });
  });

  router.get(local(counts.path), requireAdmin, async (req, res) => {
    const { days } = parseInput(counts.query, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ days, products: await inquiryCounts(database.db, days, clock()) });
  });

  return router;
}
