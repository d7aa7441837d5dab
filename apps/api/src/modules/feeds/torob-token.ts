import { createPublicKey } from 'node:crypto';
import { jwtVerify } from 'jose';

/**
 * Checks the `X-Torob-Token` of a request as Torob's token guide asks: an EdDSA (ed25519) signature by
 * the configured key, `exp` and `aud` present, `aud` exactly the shop's host (with its port, if any),
 * and the time between `nbf` and `exp`. Answers why it refuses, or undefined for a good token.
 */
export function torobTokenChecker(publicKeyPem: string, host: string, clock: () => Date) {
  const key = createPublicKey(publicKeyPem);
  return async function refusal(token: string | undefined): Promise<string | undefined> {
    if (!token) return 'X-Torob-Token header is not provided';
    try {
      await jwtVerify(token, key, {
        algorithms: ['EdDSA'],
        audience: host,
        requiredClaims: ['exp', 'aud'],
        currentDate: clock(),
      });
      return undefined;
    } catch {
      return 'X-Torob-Token is not valid';
    }
  };
}
