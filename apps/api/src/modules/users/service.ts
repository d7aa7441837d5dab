import type { Role, User } from '@shop/contracts';
import { toLatinDigits, toPersianLetters } from '@shop/persian';
import { count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { containsPattern } from '../../db/like';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../http/app-error';
import type { SessionUser } from '../../http/auth-guard';

export const USER_NOT_FOUND_MESSAGE = 'کاربر یافت نشد';
const NOT_YOUR_ACCOUNT_MESSAGE = 'فقط صاحب حساب یا مدیر فروشگاه می‌تواند این حساب را ببیند';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What may leave the server about a user: never the password hash or the token version.
const publicColumns = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
};

type PublicUserRow = { id: string; phone: string; name: string | null; role: Role; createdAt: Date };

const toUser = (row: PublicUserRow): User => ({
  _id: row.id,
  phone: row.phone,
  name: row.name,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

/** A profile, for its owner or an admin. */
export async function getUser(db: Database, viewer: SessionUser, id: string) {
  if (viewer.id !== id && viewer.role !== 'admin') throw forbidden(NOT_YOUR_ACCOUNT_MESSAGE);
  const [row] = UUID.test(id) ? await db.select(publicColumns).from(users).where(eq(users.id, id)) : [];
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return { user: toUser(row) };
}

/**
 * The admin's list, newest first; `q` matches the phone's digits (in any script) or a part of the name
 * (names are stored with Persian ی and ک, and the query is folded the same way).
 */
export async function listUsers(db: Database, query: { q?: string; page: number; pageSize: number }) {
  const filter = query.q ? matching(query.q) : undefined;
  const rows = await db
    .select({ ...publicColumns, groupId: users.groupId })
    .from(users)
    .where(filter)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(filter);
  return { users: rows.map((row) => ({ ...toUser(row), groupId: row.groupId })), total };
}

export async function updateName(db: Database, userId: string, name: string) {
  const [row] = await db
    .update(users)
    .set({ name: toPersianLetters(name), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(publicColumns);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return { user: toUser(row) };
}

/** Promotes or demotes; answers the account, or undefined when the phone has none. */
export async function setRole(db: Database, phone: string, role: Role) {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.phone, phone))
    .returning(publicColumns);
  return row && toUser(row);
}

const OWN_ROLE_MESSAGE = 'نقش حساب خودتان را نمی‌توانید تغییر دهید';
const NO_LONGER_ADMIN_MESSAGE = 'شما دیگر مدیر فروشگاه نیستید';

/**
 * An admin changes another account's role; their own is refused, so the acting admin is always left.
 * That holds under concurrency too: the admin rows are locked and the actor must still be among them,
 * so of two admins demoting each other at once the second finds itself demoted and is refused.
 */
export async function changeRole(db: Database, admin: SessionUser, id: string, role: Role) {
  if (admin.id === id) throw forbidden(OWN_ROLE_MESSAGE);
  const row = await db.transaction(async (tx) => {
    if (!(await lockAdmins(tx)).includes(admin.id)) throw forbidden(NO_LONGER_ADMIN_MESSAGE);
    const [changed] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(publicColumns);
    return changed;
  });
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  return { user: toUser(row) };
}

/** The ids of every admin, their rows locked until the transaction ends. */
async function lockAdmins(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

function matching(q: string): SQL | undefined {
  const byName = ilike(users.name, containsPattern(toPersianLetters(q)));
  const digits = toLatinDigits(q).replace(/\D/g, '');
  return digits ? or(byName, like(users.phone, `%${digits}%`)) : byName;
}
