import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Database } from '../../src/db/client';
import { products } from '../../src/db/schema';

/** The shop's address in these tests: a port, so Torob's `aud` has to carry it. */
export const SHOP_URL = 'https://shop.example:8443';
export const SHOP_HOST = 'shop.example:8443';

/** A key pair standing in for Torob's: the app is configured with its public half. */
export function torobKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export interface TokenClaims {
  aud?: string;
  /** Seconds from now; null leaves the claim out. */
  exp?: number | null;
  nbf?: number | null;
}

/** A token as Torob signs one: EdDSA, `{alg, typ, v}` header, aud/exp/nbf in seconds. */
export async function torobToken(
  privateKey: KeyObject,
  { aud = SHOP_HOST, exp = 300, nbf = -60 }: TokenClaims = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', v: 1 });
  if (aud) jwt.setAudience(aud);
  if (exp !== null) jwt.setExpirationTime(now + exp);
  if (nbf !== null) jwt.setNotBefore(now + nbf);
  return jwt.sign(privateKey);
}

const imageName = () => `${randomBytes(16).toString('hex')}-1600.webp`;

/**
 * Products written straight to the table (a bulk factory: the API makes one at a time), one second apart
 * and newest last, so the feeds' orders are known.
 */
export async function insertProducts(
  db: Database,
  count: number,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<string[]> {
  const start = Date.parse('2025-01-01T00:00:00Z');
  const rows = Array.from({ length: count }, (_, index) => ({
    title: `کالای انبوه ${index + 1}`,
    description: '<p>کالا</p>' as never,
    price: 1000 * (index + 1),
    stock: 3,
    image: imageName(),
    createdAt: new Date(start + index * 1000),
    updatedAt: new Date(start + index * 1000),
    ...overrides,
  }));
  const ids: string[] = [];
  for (let index = 0; index < rows.length; index += 500) {
    const made = await db
      .insert(products)
      .values(rows.slice(index, index + 500))
      .returning({ id: products.id });
    ids.push(...made.map((row) => row.id));
  }
  return ids;
}
