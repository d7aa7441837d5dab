// What the shop makes for itself before it serves: a JWT secret, the admin accounts and the demo catalog.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseIranMobile } from '@shop/persian';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { categories, products, settings, users } from './db/schema';
import { DEMO_SHOP_SETTINGS } from './demo/demo-settings';
import { seedDemoCatalog } from './demo/seed-demo';
import type { ImageDeps } from './images/image-store';
import type { Logger } from './logger';
import { hashPassword } from './modules/auth/password';
import { saveShopSettingsUnlessSaved } from './modules/settings/service';

const DEMO_MARKER_KEY = 'demo_catalog';
const DEMO_ADMIN_PHONE = '09120000000';

/**
 * Without JWT_SECRET (allowed outside production) a secret is generated once and kept in the data
 * folder, so sessions survive restarts.
 */
export function resolveJwtSecret(config: Config, logger: Logger): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  logger.warn({ file }, 'JWT_SECRET is not set: generated one and kept it in the data folder');
  return secret;
}

/** ADMIN_PHONE/ADMIN_PASSWORD: that account exists, is an admin and has that password. */
export async function ensureConfiguredAdmin(db: Database, config: Config, logger: Logger): Promise<void> {
  if (!config.admin) return;
  const phone = parseIranMobile(config.admin.phone);
  if (!phone) throw new Error('ADMIN_PHONE: not an Iranian mobile number');
  await upsertAdmin(db, phone, await hashPassword(config.admin.password, config.bcryptCost));
  logger.info({ phone }, 'admin account from ADMIN_PHONE is ready');
}

async function upsertAdmin(db: Database, phone: string, passwordHash: string): Promise<void> {
  await db
    .insert(users)
    .values({ phone, passwordHash, role: 'admin' })
    .onConflictDoUpdate({
      target: users.phone,
      set: {
        passwordHash,
        role: 'admin',
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      },
    });
}

/**
 * A laptop run with no configuration gets a demo admin with a generated password, kept in the data
 * folder and printed at every start so the owner can sign in.
 */
export async function ensureDemoAdmin(
  db: Database,
  config: Config,
): Promise<{ phone: string; password: string } | undefined> {
  if (config.production || config.admin) return undefined;
  const file = path.join(config.dataDir, 'demo-admin.json');
  if (fs.existsSync(file))
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { phone: string; password: string };
  const [{ admins = 0 } = {}] = await db
    .select({ admins: count() })
    .from(users)
    .where(eq(users.role, 'admin'));
  if (admins > 0) return undefined;
  const login = { phone: DEMO_ADMIN_PHONE, password: randomBytes(9).toString('base64url') };
  await upsertAdmin(db, login.phone, await hashPassword(login.password, config.bcryptCost));
  fs.writeFileSync(file, JSON.stringify(login), { mode: 0o600 });
  return login;
}

/**
 * The demo catalog loads once: SEED_DEMO=true asks for it, SEED_DEMO=false refuses it, and unset means
 * "when the embedded database holds no catalog yet". A marker row keeps it from loading twice. The demo
 * shop's contact details come with it, unless the owner saved settings already.
 */
export async function maybeSeedDemoCatalog(
  images: ImageDeps,
  config: Config,
  logger: Logger,
): Promise<boolean> {
  const { db } = images;
  if (config.seedDemo === false) return false;
  const [marker] = await db.select().from(settings).where(eq(settings.key, DEMO_MARKER_KEY));
  if (marker) return false;
  if (config.seedDemo === undefined && (config.databaseUrl || !(await catalogIsEmpty(db)))) return false;

  const started = Date.now();
  const loaded = await seedDemoCatalog(images);
  await saveShopSettingsUnlessSaved(db, DEMO_SHOP_SETTINGS);
  await db
    .insert(settings)
    .values({ key: DEMO_MARKER_KEY, value: { seededAt: new Date().toISOString(), ...loaded } });
  logger.info({ ...loaded, ms: Date.now() - started }, 'demo catalog loaded');
  return true;
}

async function catalogIsEmpty(db: Database): Promise<boolean> {
  const [productRows] = await db.select({ n: count() }).from(products);
  const [categoryRows] = await db
    .select({ n: count() })
    .from(categories)
    .where(eq(categories.catchAll, false));
  return (productRows?.n ?? 0) === 0 && (categoryRows?.n ?? 0) === 0;
}
