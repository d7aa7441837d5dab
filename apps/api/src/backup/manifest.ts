import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/client';

/** Bumped when an older restore could no longer read what a newer backup writes. */
export const BACKUP_FORMAT = 1;

/** The archive's entries: the manifest first, then the database dump, then the images. */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILES = {
  pglite: 'database/pglite.tar.gz',
  postgres: 'database/postgres.dump',
} as const;
export const UPLOADS_FOLDER = 'uploads';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
    /** The server's version and the pg_dump that wrote the dump (PostgreSQL only). */
    serverVersion: z.string().optional(),
    dumpedWith: z.string().optional(),
  }),
  migrations: z.object({ applied: count, latest: z.string().nullable() }),
  counts: z.object({ products: count, categories: count, users: count, orders: count.default(0) }),
  /** Image files the database names that the uploads folder did not hold when the backup was taken. */
  missingImages: z.array(z.string()),
  /** Every other file of the archive. */
  files: z.record(z.string(), z.object({ size: count, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseFacts = Pick<Manifest, 'migrations' | 'counts'>;

/** The migrations this code knows, oldest first, by the creation time drizzle records for each. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** The latest applied migration's tag, from the creation time drizzle keeps in its table. */
export function migrationTag(createdAt: number | null): string | null {
  if (createdAt === null) return null;
  return knownMigrations().find((entry) => entry.when === createdAt)?.tag ?? `unknown (${createdAt})`;
}
