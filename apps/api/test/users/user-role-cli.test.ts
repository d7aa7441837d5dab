import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createEmptyPostgresDatabase, makeDataDir, usingPostgres } from '../support/test-database';
import { createUser } from '../support/users';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '../..');

/** `pnpm --filter api user:role …` runs this same script with tsx. */
async function userRole(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      path.join(API_DIR, 'node_modules/.bin/tsx'),
      ['src/cli/user-role.ts', ...args],
      {
        cwd: API_DIR,
        env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'silent', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the user:role command', () => {
  const env: Record<string, string> = {};
  let dropDatabase = async () => {};
  let phone: string;

  beforeAll(async () => {
    env.DATA_DIR = await makeDataDir();
    if (usingPostgres()) {
      const target = await createEmptyPostgresDatabase();
      env.DATABASE_URL = target.url;
      dropDatabase = target.drop;
    }
    // The embedded database allows one process at a time: close it before the command opens it.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
    await database.migrate();
    phone = (await createUser(database.db)).phone;
    await database.close();
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  });

  async function roleOf(target: string) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
    try {
      const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.phone, target));
      return row?.role;
    } finally {
      await database.close();
    }
  }

  it('when a phone (typed any way) is promoted and then demoted, then its role changes each time', async () => {
    const promoted = await userRole(env, `+98 ${phone.slice(1)}`, 'admin');
    expect(promoted).toMatchObject({ code: 0, stdout: `${phone} is now admin\n` });
    expect(await roleOf(phone)).toBe('admin');

    expect((await userRole(env, phone, 'user')).code).toBe(0);
    expect(await roleOf(phone)).toBe('user');
  }, 60_000);

  it('when the phone has no account, then it fails and says so', async () => {
    const result = await userRole(env, '09350000001', 'admin');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no account has the phone 09350000001');
  }, 60_000);

  it.each([[['09121234567']], [['09121234567', 'owner']], [['12', 'admin']]])(
    'when the arguments are %j, then it prints the usage',
    async (args) => {
      const result = await userRole(env, ...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('usage: pnpm --filter api user:role <phone> admin|user');
    },
    60_000,
  );
});
