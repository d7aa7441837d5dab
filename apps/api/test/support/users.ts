import { randomInt } from 'node:crypto';
import type { Role } from '@shop/contracts';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/password';
import { signSession } from '../../src/modules/auth/session';
import { TEST_JWT_SECRET } from './test-app';

/** A phone number no other test uses. */
export const uniquePhone = () => `0912${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

export interface TestUser {
  id: string;
  phone: string;
  password: string;
  role: Role;
  token: string;
  /** `Authorization` header value for requests as this user. */
  bearer: string;
}

export interface UserOverrides {
  role?: Role;
  phone?: string;
  password?: string;
  name?: string;
}

/** Creates an account directly in the database and a session token for it (no sign-up round trip). */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? 'a-long-test-password';
  const [row] = await db
    .insert(users)
    .values({
      phone: overrides.phone ?? uniquePhone(),
      passwordHash: await hashPassword(password, 4),
      role: overrides.role ?? 'user',
      name: overrides.name ?? null,
    })
    .returning();
  const user = row!;
  const token = signSession(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
    TEST_JWT_SECRET,
  );
  return { id: user.id, phone: user.phone, password, role: user.role, token, bearer: `Bearer ${token}` };
}
