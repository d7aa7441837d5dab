import { CONSUMER_GROUP_NAME, type CustomerGroup } from '@shop/contracts';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerGroups, users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { TRADE_MESSAGES } from './messages';

/**
 * Every group with its member count, oldest first. The counts are one GROUP BY over the partial index
 * users_group_idx (only accounts in a group are in it), never a walk over every account.
 */
export async function listGroups(db: Database): Promise<{ groups: CustomerGroup[] }> {
  const [groups, counts] = await Promise.all([
    db.select().from(customerGroups).orderBy(asc(customerGroups.createdAt), asc(customerGroups.name)),
    db
      .select({ groupId: users.groupId, members: count() })
      .from(users)
      .where(isNotNull(users.groupId))
      .groupBy(users.groupId),
  ]);
  const members = new Map(counts.map((row) => [row.groupId, row.members]));
  return {
    groups: groups.map(({ id, name }) => ({ id, name, members: members.get(id) ?? 0 })),
  };
}

/** A new group; its name is unique (the unique index judges, races included), and not the consumers'. */
export async function createGroup(db: Database, name: string): Promise<{ group: CustomerGroup }> {
  if (name === CONSUMER_GROUP_NAME) throw conflict(TRADE_MESSAGES.groupTaken(name));
  try {
    const [group] = await db.insert(customerGroups).values({ name }).returning();
    return { group: { id: group!.id, name: group!.name, members: 0 } };
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(TRADE_MESSAGES.groupTaken(name));
    throw error;
  }
}

/** The group's row, or a 400 naming it missing (a body's group id that names none). */
export async function existingGroup(db: Pick<Database, 'select'>, groupId: string) {
  const [group] = await db.select().from(customerGroups).where(eq(customerGroups.id, groupId));
  if (!group) throw badRequest(TRADE_MESSAGES.groupMissing);
  return group;
}

/** Moves an account into a group, or back to the consumers (null); 404 for no such account. */
export async function setUserGroup(
  db: Database,
  userId: string,
  groupId: string | null,
  now: Date,
): Promise<{ userId: string; groupId: string | null }> {
  if (groupId) await existingGroup(db, groupId);
  const [user] = await db
    .update(users)
    .set({ groupId, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id, groupId: users.groupId });
  if (!user) throw notFound(TRADE_MESSAGES.userNotFound);
  return { userId: user.id, groupId: user.groupId };
}
