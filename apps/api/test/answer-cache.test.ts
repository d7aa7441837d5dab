import { setImmediate as nextTurn } from 'node:timers/promises';
import { contentVersions, versionKey } from '../src/db/content-version';
import { answerCache, storeAnswer, type StoredAnswer } from '../src/http/answer-cache';
import { manualClock, SECOND } from './support/manual-clock';
import { insertProducts } from './support/product-rows';
import { useTestApp } from './support/use-test-app';

/** A promise settled by the test, and a promise of its being asked for. */
function pending() {
  let settle!: (answer: StoredAnswer) => void;
  let started!: () => void;
  const asked = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<StoredAnswer>((resolve) => (settle = resolve));
  return {
    asked,
    make: () => {
      started();
      return answer;
    },
    settle: async (text: string) => settle(await storeAnswer(200, 'html', text)),
  };
}

/** Lets every queued callback and I/O turn run, so what would start has started. */
const settled = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('kept answers that expire together (pages made in one warm-up)', () => {
  const context = useTestApp();
  const clock = manualClock();

  it('when many are due at once, then they are made again one at a time and the kept ones are sent meanwhile', async () => {
    const cache = answerCache(context.database.db, { size: 10, maxAgeMs: 30 * SECOND, clock: clock.now });
    for (const key of ['/a', '/b']) await cache(key, () => storeAnswer(200, 'html', `old ${key}`));
    clock.advance(31 * SECOND);
    expect(cache.peek('/a')).toBeUndefined();

    const a = pending();
    const b = pending();
    const sent = await Promise.all([cache('/a', a.make), cache('/b', b.make)]);
    expect(sent.map((answer) => answer.body.toString())).toEqual(['old /a', 'old /b']);
    // Queued: what the fast lane sends while they wait.
    expect(cache.peek('/b')?.answer.body.toString()).toBe('old /b');

    await a.asked;
    let bStarted = false;
    void b.asked.then(() => (bStarted = true));
    await settled();
    expect(bStarted).toBe(false);

    await a.settle('new /a');
    await b.asked;
    expect(cache.peek('/a')?.answer.body.toString()).toBe('new /a');
    expect(cache.peek('/b')?.answer.body.toString()).toBe('old /b');
    await b.settle('new /b');
    await settled();
    expect(cache.peek('/b')?.answer.body.toString()).toBe('new /b');
  });

  it('when the catalog changes while renewals wait, then they are not made for the old version', async () => {
    const cache = answerCache(context.database.db, { size: 10, maxAgeMs: 30 * SECOND, clock: clock.now });
    for (const key of ['/d', '/e']) await cache(key, () => storeAnswer(200, 'html', `old ${key}`));
    clock.advance(31 * SECOND);
    const d = pending();
    let eMade = false;
    await cache('/d', d.make);
    await cache('/e', async () => {
      eMade = true;
      return storeAnswer(200, 'html', 'renewed /e');
    });
    await d.asked;
    const versions = contentVersions(context.database.db);
    const before = versionKey(await versions.current());
    await insertProducts(context.database.db, 1);
    // On a PostgreSQL server the process learns of the write by notification: wait until it has.
    while (versionKey(await versions.current()) === before) await nextTurn();
    await d.settle('new /d');
    await settled();
    expect(eMade).toBe(false);
    expect((await cache('/e', () => storeAnswer(200, 'html', 'current /e'))).body.toString()).toBe(
      'current /e',
    );
  });

  it('when a queued one failed to be made, then the next request queues it again', async () => {
    const cache = answerCache(context.database.db, { size: 10, maxAgeMs: 30 * SECOND, clock: clock.now });
    await cache('/c', () => storeAnswer(200, 'html', 'old'));
    clock.advance(31 * SECOND);
    let failed!: () => void;
    const failing = new Promise<void>((resolve) => (failed = resolve));
    await cache('/c', async () => {
      failed();
      throw new Error('draw failed');
    });
    await failing;
    await settled();
    expect(cache.peek('/c')).toBeUndefined();

    const again = pending();
    expect((await cache('/c', again.make)).body.toString()).toBe('old');
    await again.asked;
    await again.settle('new');
    await settled();
    expect(cache.peek('/c')?.answer.body.toString()).toBe('new');
  });
});
