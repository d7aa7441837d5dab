import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { hashPassword, verifyPassword } from './password';

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random password at the configured cost, compared against when the phone has no account.
 * One that failed (no hashing turn was free) is not kept: the next login makes it again.
 */
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, hash);
    hash.catch(() => dummyHashes.delete(cost));
  }
  return hash;
}

/**
 * The account whose phone and password these are, or undefined. An unknown phone still costs one bcrypt
 * comparison, so the answer takes about as long and does not reveal which phones have accounts.
 */
export async function findByCredentials(
  db: Database,
  phone: string,
  password: string,
  bcryptCost: number,
): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(bcryptCost)));
  return user && matches ? user : undefined;
}
