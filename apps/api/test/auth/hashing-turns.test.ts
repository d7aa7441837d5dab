import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiErrorSchema, authEndpoints } from '@shop/contracts';
import request from 'supertest';
import {
  HASHES_AT_ONCE,
  HASHES_WAITING,
  hashPassword,
  inHashingTurn,
  verifyPassword,
} from '../../src/modules/auth/password';
import { makeTempDir } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { createUser, uniquePhone } from '../support/users';

const { login } = authEndpoints;
// A real cost, so each hash takes long enough (tens of milliseconds) for a burst to be a burst.
const SLOW_COST = 10;
// libuv's pool: static files, image reads, compression and DNS share these threads.
const LIBUV_POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE ?? 4);

/**
 * Holds every thread of libuv's pool in a read of a named pipe that stays empty until `release` writes
 * a byte to each. Both ends open the pipe read-write, so no open ever blocks and the byte waits in the
 * pipe for a read that starts late.
 */
function holdLibuvPool() {
  const folder = makeTempDir('libuv-pool-');
  const pipes = Array.from({ length: LIBUV_POOL_THREADS }, (_, index) => path.join(folder, `pipe-${index}`));
  const writers = pipes.map((pipe) => {
    execFileSync('mkfifo', [pipe]);
    return fs.openSync(pipe, 'r+');
  });
  const reads = pipes.map(async (pipe) => {
    const reader = await fs.promises.open(pipe, 'r+');
    try {
      await reader.read(Buffer.alloc(1), 0, 1);
    } finally {
      await reader.close();
    }
  });
  let released: Promise<void> | undefined;
  return {
    release: () =>
      (released ??= (async () => {
        for (const writer of writers) fs.writeSync(writer, 'x');
        await Promise.all(reads);
        for (const writer of writers) fs.closeSync(writer);
        fs.rmSync(folder, { recursive: true, force: true });
      })()),
  };
}

/** The nice value of each thread of this process (Linux: the 19th field of /proc/self/task/<id>/stat). */
const threadNiceValues = () =>
  fs.readdirSync('/proc/self/task').map((thread) => {
    const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

/** Every hashing turn and every place in line, held until `letGo`, whatever the machine's speed. */
function holdHashingTurns() {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const holders = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, () => inHashingTurn(() => held));
  return {
    async letGo() {
      letGo();
      await Promise.all(holders);
    },
  };
}

describe('password hashing takes turns on threads of its own, so a login burst cannot stall the shop', () => {
  let slowHash: string;
  let pool: ReturnType<typeof holdLibuvPool> | undefined;

  const context = useTestApp();
  beforeAll(async () => {
    slowHash = await hashPassword('the-owner-password', SLOW_COST);
  });
  // A test that failed while holding the pool gives it back, so the next ones and the teardown can run.
  afterEach(() => pool?.release());

  it('when every thread of libuv’s pool is busy, then a burst of wrong guesses is still checked: bcrypt never takes a thread that files and compression need', async () => {
    pool = holdLibuvPool();
    // As many as the turns take: two hashing, the rest waiting, the owner's own login last in line.
    const guesses = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING - 1 }, () =>
      verifyPassword('a-wrong-guess', slowHash),
    );
    const verdicts = await Promise.all([...guesses, verifyPassword('the-owner-password', slowHash)]);
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    expect(await hashPassword('a-new-password', 4)).toMatch(/^\$2b\$04\$/);
    await pool.release();
  });

  (process.platform === 'linux' ? it : it.skip)(
    'when a password is hashed, then its thread has a lower CPU priority than the thread that serves pages',
    async () => {
      await hashPassword('a-new-password', 4);
      expect(Math.max(...threadNiceValues())).toBeGreaterThan(os.getPriority());
    },
  );

  it('when the waiting line is full, then a login is refused at once: 503, Retry-After and a Persian message', async () => {
    const owner = await createUser(context.db);
    const turns = holdHashingTurns();
    const refused = await request(context.app)
      .post(login.path)
      .send({ phone: owner.phone, password: owner.password })
      .expect(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'UNAVAILABLE' });
    expect(refused.body.message).toMatch(/دوباره تلاش کنید/);
    await turns.letGo();
    await request(context.app)
      .post(login.path)
      .send({ phone: owner.phone, password: owner.password })
      .expect(200);
  });

  describe('a phone without an account', () => {
    // A cost of its own: no earlier login of this file has made the comparison hash for unknown phones.
    const unknownPhones = useTestApp({ env: { BCRYPT_COST: '5' } });

    it('when the line was full at the first login of an unknown phone, then later ones are checked again: 401, not 503 until a restart', async () => {
      const guess = () =>
        request(unknownPhones.app).post(login.path).send({ phone: uniquePhone(), password: 'a-wrong-guess' });
      const turns = holdHashingTurns();
      await guess().expect(503);
      await turns.letGo();
      const refused = await guess().expect(401);
      expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });
});
