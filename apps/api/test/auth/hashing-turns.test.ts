import fs from 'node:fs';
import { apiErrorSchema } from '@shop/contracts';
import request from 'supertest';
import {
  HASHES_AT_ONCE,
  HASHES_WAITING,
  hashPassword,
  inHashingTurn,
  verifyPassword,
} from '../../src/modules/auth/password';
import { useTestApp } from '../support/use-test-app';
import { createUser } from '../support/users';

// A real cost, so each hash takes long enough (tens of milliseconds) for a burst to be a burst.
const SLOW_COST = 10;

describe('password hashing takes turns, so a login burst cannot stall the shop', () => {
  let slowHash: string;

  const context = useTestApp();
  beforeAll(async () => {
    slowHash = await hashPassword('the-owner-password', SLOW_COST);
  });

  /** As many wrong guesses as the turns take: two hashing, the rest waiting. */
  const burst = () => {
    let finished = 0;
    const guesses = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, () =>
      verifyPassword('a-wrong-guess', slowHash).finally(() => (finished += 1)),
    );
    return { guesses, finished: () => finished };
  };

  it('when hashes fill their turns, then a file read (the same thread pool) is served before the burst ends', async () => {
    const { guesses, finished } = burst();
    await fs.promises.readFile(__filename);
    expect(finished()).toBeLessThan(guesses.length / 2);
    expect(await Promise.all(guesses)).not.toContain(true);
  });

  it('when the waiting line is full, then a login is refused at once: 503, Retry-After and a Persian message', async () => {
    const owner = await createUser(context.db);
    // Every turn held until the test lets go, whatever the machine's speed.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const holders = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, () => inHashingTurn(() => held));
    const refused = await request(context.app)
      .post('/api/auth/login')
      .send({ phone: owner.phone, password: owner.password })
      .expect(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'UNAVAILABLE' });
    expect(refused.body.message).toMatch(/دوباره تلاش کنید/);
    letGo();
    await Promise.all(holders);
    await request(context.app)
      .post('/api/auth/login')
      .send({ phone: owner.phone, password: owner.password })
      .expect(200);
  });
});
