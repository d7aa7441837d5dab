import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

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
