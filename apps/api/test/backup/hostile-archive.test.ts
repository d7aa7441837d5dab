import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { checksumFolder, unpackVerified, writeArchive } from '../../src/backup/archive';
import { createBackup } from '../../src/backup/create-backup';
import { findForeignStatement } from '../../src/backup/dump-script';
import { restoreBackup, RestoreRefusedError } from '../../src/backup/restore-backup';
import { queryRows } from '../../src/db/client';
import { warnWhenSuperuser } from '../../src/db/database-role';
import { createLogger } from '../../src/logger';
import { createCategory, createProduct } from '../support/catalog-client';
import { makeTempDir } from '../support/test-app';
import { asServerAdmin, createTestDatabase, databaseUrl, usingPostgres } from '../support/test-database';
import { createUser } from '../support/users';
import { openBackupShop, shopRows, stagingLeftovers, wipeShop, type BackupShop } from './backup-shop';

jest.setTimeout(120_000);

/** A database owned by a role of its own without superuser rights, as docker/compose.yml sets up the shop's. */
async function createDatabaseOwnedByShopRole() {
  const name = `shop_role_${randomBytes(6).toString('hex')}`;
  await asServerAdmin([
    `CREATE ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`,
    `CREATE DATABASE ${name} OWNER ${name}`,
  ]);
  return {
    url: databaseUrl(name, name),
    drop: () =>
      asServerAdmin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `DROP ROLE IF EXISTS ${name}`]),
  };
}

const roleExists = async (shop: BackupShop, role: string) =>
  (await queryRows(shop.database.db, sql`SELECT 1 FROM pg_roles WHERE rolname = ${role}`)).length === 1;

/**
 * The backup `whole` with the products table's definition in its dump replaced by `statement`, and the
 * manifest's checksums made to match: an archive someone wrote by hand.
 */
async function withStatement(whole: string, statement: string, into: string): Promise<void> {
  const unpacked = makeTempDir('shop-hostile-');
  try {
    const manifest = await unpackVerified(whole, unpacked);
    const dumpFile = path.join(unpacked, manifest.database.file);
    const dump = fs.readFileSync(dumpFile);
    // pg_dump's custom format keeps each object's SQL as plain text in its table of contents; text of
    // the same length keeps every offset in the file right.
    const start = dump.indexOf('CREATE TABLE public.products (');
    const end = dump.indexOf('\n);\n', start) + 4;
    expect(start).toBeGreaterThan(0);
    expect(Buffer.byteLength(statement)).toBeLessThan(end - start);
    const replaced = Buffer.from(`${statement.padEnd(end - start - 1)}\n`);
    fs.writeFileSync(dumpFile, Buffer.concat([dump.subarray(0, start), replaced, dump.subarray(end)]));
    await writeArchive(unpacked, { ...manifest, files: await checksumFolder(unpacked) }, into);
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

describe('the check of the SQL a restore would run', () => {
  const folder = makeTempDir('shop-dump-script-');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  /** A script as pg_restore writes it, with `body` where the tables go. */
  async function check(body: string) {
    const script = path.join(folder, 'restore.sql');
    fs.writeFileSync(
      script,
      [
        '--\n-- PostgreSQL database dump\n--\n',
        '\\restrict Zk3yVq0\n',
        "SET statement_timeout = 0;\nSET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;",
        "SELECT pg_catalog.set_config('search_path', '', false);",
        'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;',
        body,
        '\\unrestrict Zk3yVq0\n',
      ].join('\n'),
    );
    return findForeignStatement(script);
  }

  it('when it holds what pg_dump writes, rows that look like SQL included, then nothing is found', async () => {
    const found = await check(
      [
        'CREATE TABLE public.notes (\n    id uuid DEFAULT gen_random_uuid() NOT NULL,\n    "text" text DEFAULT \'\'::text NOT NULL\n);',
        'COPY public.notes (id, "text") FROM stdin;',
        "7d3c0a4e-0000-4000-8000-000000000001\tDROP TABLE x; \\! rm -rf / ; COPY (SELECT 1) TO PROGRAM 'x'",
        '\\.',
        'ALTER TABLE ONLY public.notes\n    ADD CONSTRAINT notes_pkey PRIMARY KEY (id);',
        'CREATE INDEX notes_text_idx ON public.notes USING gin ("text" public.gin_trgm_ops);',
      ].join('\n'),
    );
    expect(found).toBeUndefined();
  });

  it.each([
    ['COPY … FROM PROGRAM', "COPY public.notes FROM PROGRAM 'cat /etc/passwd';", /no dump of the shop holds/],
    ['ALTER SYSTEM', "ALTER SYSTEM SET archive_command = 'touch /tmp/x';", /no dump of the shop holds/],
    ['GRANT', 'GRANT pg_execute_server_program TO shop;', /no dump of the shop holds/],
    ['SET ROLE', 'SET ROLE postgres;', /no dump of the shop holds/],
    ['SET SESSION AUTHORIZATION', 'SET SESSION AUTHORIZATION postgres;', /no dump of the shop holds/],
    [
      'another extension',
      'CREATE EXTENSION IF NOT EXISTS dblink WITH SCHEMA public;',
      /the extension dblink/,
    ],
    [
      'an untrusted language',
      'CREATE FUNCTION public.f() RETURNS void LANGUAGE plpython3u AS $$import os$$;',
      /no dump of the shop holds/,
    ],
    [
      'lo_import in an index',
      "CREATE INDEX i ON public.notes USING btree (lo_import('/etc/passwd'));",
      /calls lo_import/,
    ],
    [
      'a statement hidden after an E string',
      "CREATE TABLE public.t (a text DEFAULT E'\\''); DROP TABLE x; --');",
      /no dump of the shop holds/,
    ],
    ['a psql command inside a statement', 'CREATE TABLE public.t (a text) \\gexec', /a psql command/],
    ['a statement after COPY … FROM stdin', 'COPY public.notes (id) FROM stdin; DROP TABLE x;', /after COPY/],
    [
      'standard_conforming_strings off',
      'SET standard_conforming_strings = off;',
      /standard_conforming_strings off/,
    ],
  ])('when it holds %s, then the check names it', async (_, statement, reason) => {
    const found = await check(statement);
    expect(found?.reason).toMatch(reason);
    expect(found?.line).toBeGreaterThan(1);
  });
});

if (usingPostgres()) {
  describe('restoring an archive someone wrote by hand onto a PostgreSQL server', () => {
    let shop: BackupShop;
    const backups = makeTempDir('shop-backups-');
    // The server runs programs as its own user: the folder must let it write, so that only the check keeps it empty.
    const reachable = makeTempDir('shop-hostile-target-');
    fs.chmodSync(reachable, 0o777);
    const marker = path.join(reachable, 'intruded');
    const intruder = `intruder_${randomBytes(4).toString('hex')}`;
    const whole = path.join(backups, 'whole.tar');

    beforeAll(async () => {
      shop = await openBackupShop();
      const admin = await createUser(shop.database.db, { role: 'admin' });
      await createProduct(shop.app, admin, { title: 'محصول پشتیبان' });
      await createBackup(shop.config, whole);
      // The shop moves on after the backup: a refused restore must leave this state.
      await createProduct(shop.app, admin, { title: 'محصول پس از پشتیبان' });
    });
    afterAll(async () => {
      await shop.close();
      fs.rmSync(backups, { recursive: true, force: true });
      fs.rmSync(reachable, { recursive: true, force: true });
    });

    const runsCode = `EXECUTE 'COPY (SELECT 1) TO PROGRAM ''touch ${marker}''';`;
    it.each([
      ['COPY … TO PROGRAM', `COPY (SELECT 1) TO PROGRAM 'touch ${marker}';`],
      ['COPY … TO a file', `COPY (SELECT 'x') TO '${marker}';`],
      ['CREATE ROLE', `CREATE ROLE ${intruder} LOGIN SUPERUSER;`],
      ['a DO block', `DO $$BEGIN ${runsCode} END$$;`],
      [
        'a function the migrations do not define',
        `CREATE FUNCTION public.bump_search_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN ${runsCode} RETURN NULL; END$$;`,
      ],
      ['a psql shell command', `\\! touch ${marker}`],
      [
        'a file read in a column default',
        `CREATE TABLE public.leak (t text DEFAULT pg_read_file('/etc/hostname'));`,
      ],
    ])('when its dump holds %s, then the restore is refused and nothing changes', async (_, statement) => {
      const file = path.join(backups, 'hostile.tar');
      await withStatement(whole, statement, file);
      const before = await shopRows(shop.database);

      const refused = await restoreBackup(shop.config, file).catch((error: unknown) => error);

      expect(fs.existsSync(marker)).toBe(false);
      expect(await roleExists(shop, intruder)).toBe(false);
      expect(await shopRows(shop.database)).toEqual(before);
      expect(before.products.some((row) => row.title === 'محصول پس از پشتیبان')).toBe(true);
      expect(refused).toBeInstanceOf(RestoreRefusedError);
      expect((refused as RestoreRefusedError).persian).toMatch(
        /دستوری دارد که هیچ پشتیبانی از فروشگاه ندارد/,
      );
      expect((refused as Error).message).toMatch(/at line \d+, which no dump of the shop does/);
      expect(stagingLeftovers(shop.config.dataDir)).toEqual([]);
    });

    it("when the archive is the shop's own, then it restores", async () => {
      const manifest = await restoreBackup(shop.config, whole);
      const { products } = await shopRows(shop.database);
      expect(products.map((row) => row.title)).toEqual(['محصول پشتیبان']);
      expect(manifest.counts.products).toBe(1);
    });
  });

  describe('a shop whose role owns its database without superuser rights', () => {
    let shop: BackupShop;
    const backups = makeTempDir('shop-backups-');

    beforeAll(async () => {
      shop = await openBackupShop(await createDatabaseOwnedByShopRole());
    });
    afterAll(async () => {
      await shop.close();
      fs.rmSync(backups, { recursive: true, force: true });
    });

    it('when it is backed up, wiped and restored, then the catalog, the users and the settings come back', async () => {
      const [role] = await queryRows<{ superuser: boolean }>(
        shop.database.db,
        sql`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
      );
      expect(role?.superuser).toBe(false);
      const admin = await createUser(shop.database.db, { role: 'admin' });
      const category = await createCategory(shop.app, admin);
      for (let i = 0; i < 3; i++) await createProduct(shop.app, admin, { categoryId: category._id });
      const before = await shopRows(shop.database);
      const file = path.join(backups, 'owned.tar');
      await createBackup(shop.config, file);

      await wipeShop(shop);
      await restoreBackup(shop.config, file);
      await shop.reopen();

      expect(await shopRows(shop.database)).toEqual(before);
    });

    it('when the shop starts as this role, then it does not warn; as a superuser, it does', async () => {
      const warnings: { role: string; msg: string }[] = [];
      const logger = createLogger('warn', { write: (line: string) => void warnings.push(JSON.parse(line)) });
      await warnWhenSuperuser(shop.database, logger);
      expect(warnings).toEqual([]);

      const asSuperuser = await createTestDatabase();
      try {
        await warnWhenSuperuser(asSuperuser, logger);
      } finally {
        await asSuperuser.close();
      }
      expect(warnings).toEqual([
        expect.objectContaining({ role: 'postgres', msg: expect.stringMatching(/superuser/) }),
      ]);
    });
  });
}
