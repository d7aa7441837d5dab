// Run once per test run by the global setup (through tsx): migrates one embedded database and writes its
// data folder to the file named by the first argument. Every test file's PGlite starts from that copy
// (0.7 s) instead of making a new cluster and migrating it (4 s).
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/db/client';
import { dumpPgliteDataDir } from '../../src/db/pglite-folder';

async function writeTemplate(file: string) {
  const database = await openPglite();
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  fs.writeFileSync(file, await dumpPgliteDataDir(client));
  await database.close();
}

writeTemplate(process.argv[2]!).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
