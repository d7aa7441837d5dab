import fs from 'node:fs';
import path from 'node:path';
import { TOKEN_IN_BODY_HEADER } from '@shop/contracts';
import { parseConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { makeTempDir } from '../../test/support/test-app';
import { createEmptyPostgresDatabase } from '../../test/support/test-database';
import { createUser, type TestUser } from '../../test/support/users';
import { startShop } from './shop-process';

export type Account = 'admin' | 'shopper';

/** The real server process on its own data folder (and database), with an admin, a shopper and a third user. */
export interface ShopUnderTest {
  url: string;
  pid: number;
  uploadsDir: string;
  /** The SMS the console provider "sent" (sms-outbox.jsonl) are read from here. */
  dataDir: string;
  /** Another account the admin may act on (its role, its profile). */
  otherUserId: string;
  /** The account with its current session. */
  account(account: Account): TestUser;
  /** A new session by signing in (after a logout or a password change ended the old one). */
  signInAgain(account: Account): Promise<void>;
  /** The server's error log lines (level error and above), as JSON text. */
  errorLines(): string[];
  /** Resident memory now and at its peak (VmHWM), in megabytes. */
  memory(): { rssMb: number; peakRssMb: number };
  /** Whether the process is still running. */
  alive(): boolean;
  stop(): Promise<void>;
}

function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kilobytes('VmRSS') / 1024), peakRssMb: Math.round(kilobytes('VmHWM') / 1024) };
}

/**
 * Starts the built server as its own process on the embedded database (or, with TEST_DATABASE_URL, on a
 * fresh database on that server), believing X-Forwarded-For from 127.0.0.1 so requests may come from
 * many addresses, as an attacker's would. `nodeOptions` go to the server's Node (a heap cap, say).
 */
export async function startShopUnderTest(nodeOptions = ''): Promise<ShopUnderTest> {
  const dataDir = makeTempDir('shop-resilience-');
  const serverDatabase = process.env.TEST_DATABASE_URL ? await createEmptyPostgresDatabase() : undefined;
  const env = {
    BCRYPT_COST: '4',
    TRUST_PROXY: '1 from 127.0.0.1',
    ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
  };

  const database = await openDatabase(parseConfig({ DATA_DIR: dataDir, ...env }));
  await database.migrate();
  const accounts: Record<Account, TestUser> = {
    admin: await createUser(database.db, { role: 'admin' }),
    shopper: await createUser(database.db),
  };
  const other = await createUser(database.db);
  await database.close();

  const { child, listening } = startShop(dataDir, { ...env, NODE_OPTIONS: nodeOptions });
  const errors: string[] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (/"level":(5|6)\d/.test(line)) errors.push(line);
  });
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const url = (await listening).replace('localhost', '127.0.0.1');
  const pid = child.pid!;

  return {
    url,
    pid,
    uploadsDir: path.join(dataDir, 'uploads'),
    dataDir,
    otherUserId: other.id,
    account: (account) => accounts[account],
    async signInAgain(account) {
      const { phone, password } = accounts[account];
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_IN_BODY_HEADER]: 'true' },
        body: JSON.stringify({ phone, password }),
      });
      if (!response.ok) throw new Error(`signing in again as ${account}: ${response.status}`);
      const { token } = (await response.json()) as { token: string };
      accounts[account] = { ...accounts[account], token, bearer: `Bearer ${token}` };
    },
    errorLines: () => errors,
    memory: () => memoryOf(pid),
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await serverDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
