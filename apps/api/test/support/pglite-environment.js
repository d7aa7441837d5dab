// Plain JavaScript: jest loads a test environment outside the projects' TypeScript transform.
const { Blob } = require('node:buffer');
const fs = require('node:fs');
const { clearTimeout, setTimeout } = require('node:timers');
const { TestEnvironment } = require('jest-environment-node');

/**
 * One embedded database per jest worker, opened from the run's migrated template (global-setup.js) by
 * the first test file that asks and handed to each next file emptied, instead of each file opening its
 * own (about a second of CPU per file, for ~100 files). It lives here, outside the test files' module
 * registries, because this module is loaded once per worker.
 *
 * A file takes it through createTestDatabase (test-database.ts) and gives it back when that database is
 * closed. Giving back empties it to the template's state: every table of the shop truncated and the
 * rows the migrations wrote put back, sequences wound back, session state dropped. A file that changed
 * the schema (a trigger of its own, a restored dump, a temporary table) or never gave the database back
 * gets a new one next time, as does a second database open at once in the same file.
 */
let worker;
// PGlite keeps a timer of its own running while open, so a worker holding one would never end by itself:
// a database nobody takes within this long after a file ends is closed (a next file comes in sooner).
const IDLE_CLOSE_MS = 50;
let idleClose;

const SCHEMA_FINGERPRINT = `
  SELECT md5(coalesce(string_agg(item, ',' ORDER BY item), '')) AS fingerprint FROM (
    SELECT 'class:' || c.oid || ':' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts AS item
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    UNION ALL SELECT 'function:' || p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT 'trigger:' || t.oid || ':' || t.tgenabled::text FROM pg_trigger t
    UNION ALL SELECT 'role:' || r.oid FROM pg_roles r
  ) AS objects`;

async function fingerprintOf(client) {
  return (await client.query(SCHEMA_FINGERPRINT)).rows[0].fingerprint;
}

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

/** What emptying needs to know of the template: its tables, the rows they hold and its sequences. */
async function describeTemplate(client) {
  const tables = (
    await client.query(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).rows.map((row) => quoted(row.name));
  const seeded = [];
  for (const table of tables) {
    const { rows } = await client.query(`SELECT coalesce(json_agg(t), '[]') AS rows FROM public.${table} t`);
    if (rows[0].rows.length === 0) continue;
    const columns = (
      await client.query(
        `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS list FROM pg_attribute
           WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
        [`public.${table}`],
      )
    ).rows[0].list;
    seeded.push({ table, columns, rows: JSON.stringify(rows[0].rows) });
  }
  const sequences = (
    await client.query(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
              coalesce(last_value, start_value) AS value, last_value IS NOT NULL AS called
         FROM pg_sequences WHERE schemaname = 'public'`,
    )
  ).rows;
  return { tables, seeded, sequences, fingerprint: await fingerprintOf(client) };
}

async function openWorkerDatabase() {
  const { PGlite } = require('@electric-sql/pglite');
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
  const template = new Blob([fs.readFileSync(process.env.TEST_PGLITE_TEMPLATE)]);
  const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: template });
  return { client, template: await describeTemplate(client), taken: false };
}

/** Back to the template's state, or undefined when the file changed what emptying cannot undo. */
async function emptied(entry) {
  const { client, template } = entry;
  if ((await fingerprintOf(client)) !== template.fingerprint) return undefined;
  await client.exec(`
    DEALLOCATE ALL; RESET ALL; UNLISTEN *;
    SET session_replication_role = replica;
    TRUNCATE ${template.tables.map((table) => `public.${table}`).join(', ')} RESTART IDENTITY CASCADE;`);
  for (const { table, columns, rows } of template.seeded)
    await client.query(
      `INSERT INTO public.${table} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::public.${table}, $1)`,
      [rows],
    );
  for (const { name, value, called } of template.sequences)
    await client.query(`SELECT setval($1, $2, $3)`, [name, value, called]);
  await client.exec('RESET session_replication_role');
  return entry;
}

async function discard(entry) {
  await entry?.client.close().catch(() => undefined);
}

class PgliteEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    /** The worker's database, or undefined when another file or database of this file holds it. */
    this.global.takeWorkerDatabase = async () => {
      if (!process.env.TEST_PGLITE_TEMPLATE) return undefined;
      clearTimeout(idleClose);
      worker ??= openWorkerDatabase();
      const entry = await worker;
      if (entry.taken) return undefined;
      entry.taken = true;
      return entry.client;
    };
    /** Hands the database back emptied, for the next file (or the next database of this one). */
    this.global.giveWorkerDatabaseBack = async () => {
      const entry = await worker;
      const kept = await emptied(entry).catch(() => undefined);
      if (kept) kept.taken = false;
      else await closeWorkerDatabase();
    };
  }

  async teardown() {
    // A file that ended without closing its database: its listeners point into this file's realm.
    const entry = await worker;
    if (entry?.taken) await closeWorkerDatabase();
    if (worker) idleClose = setTimeout(closeWorkerDatabase, IDLE_CLOSE_MS).unref();
    await super.teardown();
  }
}

async function closeWorkerDatabase() {
  const closing = worker;
  worker = undefined;
  await discard(await closing);
}

module.exports = PgliteEnvironment;
// Run in band, the tests share jest's own process: the global teardown closes the database there too.
module.exports.closeWorkerDatabase = closeWorkerDatabase;
