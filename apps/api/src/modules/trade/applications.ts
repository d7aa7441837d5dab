import type { TradeApplication, TradeApplicationStatus } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerGroups, tradeApplications, users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/app-error';
import type { Logger } from '../../logger';
import type { SmsProvider } from '../auth/sms/sms-provider';
import { getShopSettings } from '../settings/service';
import { existingGroup } from './groups';
import { TRADE_MESSAGES } from './messages';
import { owedTradeSms, sendOwedTradeSms, type TradeDecision } from './trade-sms';

/** The most applications one list shows: the waiting ones are few; the decided, the newest. */
export const APPLICATIONS_LIST_MAX = 200;

const columns = {
  application: tradeApplications,
  phone: users.phone,
  name: users.name,
  groupName: customerGroups.name,
};

type ApplicationRow = {
  application: typeof tradeApplications.$inferSelect;
  phone: string;
  name: string | null;
  groupName: string | null;
};

function toApplication({ application, phone, name, groupName }: ApplicationRow): TradeApplication {
  return {
    id: application.id,
    userId: application.userId,
    phone,
    name,
    businessName: application.businessName,
    city: application.city,
    economicCode: application.economicCode,
    note: application.note,
    status: application.status,
    groupName,
    refusalReason: application.refusalReason,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
  };
}

/** Applications with their shopper's phone and name and the group they were approved into. */
const selectApplications = (db: Pick<Database, 'select'>) =>
  db
    .select(columns)
    .from(tradeApplications)
    .innerJoin(users, eq(users.id, tradeApplications.userId))
    .leftJoin(customerGroups, eq(customerGroups.id, tradeApplications.groupId));

async function applicationById(db: Database, id: string): Promise<TradeApplication> {
  const [row] = await selectApplications(db).where(eq(tradeApplications.id, id));
  if (!row) throw notFound(TRADE_MESSAGES.applicationNotFound);
  return toApplication(row);
}

/** An application's fields as the contract reads them (blank optional fields are null). */
export interface ApplicationFields {
  businessName: string;
  city: string;
  economicCode: string | null;
  note: string | null;
}

/**
 * A shopper asks for a trade account. Refused (409) while one of his waits, or when he is already in a
 * group; the partial unique index on waiting applications judges two asks at the same moment.
 */
export async function applyForTrade(
  db: Database,
  userId: string,
  body: ApplicationFields,
  now: Date,
): Promise<{ application: TradeApplication }> {
  const [user] = await db
    .select({ group: customerGroups.name })
    .from(users)
    .leftJoin(customerGroups, eq(customerGroups.id, users.groupId))
    .where(eq(users.id, userId));
  if (user?.group) throw conflict(TRADE_MESSAGES.alreadyInGroup(user.group));
  let id: string;
  try {
    const [row] = await db
      .insert(tradeApplications)
      .values({ userId, ...body, createdAt: now })
      .returning({ id: tradeApplications.id });
    id = row!.id;
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(TRADE_MESSAGES.pendingApplication);
    throw error;
  }
  return { application: await applicationById(db, id) };
}

/** The shopper's latest application (null: never asked) and his group (null: a consumer). */
export async function myTradeAccount(db: Database, userId: string) {
  const [[latest], [user]] = await Promise.all([
    selectApplications(db)
      .where(eq(tradeApplications.userId, userId))
      .orderBy(desc(tradeApplications.createdAt), desc(tradeApplications.id))
      .limit(1),
    db
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(users)
      .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
      .where(eq(users.id, userId)),
  ]);
  return { application: latest ? toApplication(latest) : null, group: user ?? null };
}

/** Applications in one status (or all), newest first, at most APPLICATIONS_LIST_MAX. */
export async function listApplications(
  db: Database,
  status: TradeApplicationStatus | undefined,
): Promise<{ applications: TradeApplication[] }> {
  const rows = await selectApplications(db)
    .where(status ? eq(tradeApplications.status, status) : undefined)
    .orderBy(desc(tradeApplications.createdAt), desc(tradeApplications.id))
    .limit(APPLICATIONS_LIST_MAX);
  return { applications: rows.map(toApplication) };
}

export type DecisionBody = { decision: 'approve'; groupId: string } | { decision: 'refuse'; reason: string };

export interface DecideDeps {
  db: Database;
  sms: SmsProvider;
  logger: Logger;
}

/**
 * The owner decides a waiting application: approved, the shopper joins the group; refused, the reason is
 * kept. One transaction holds the application's row lock, so of two admins deciding at once the second
 * finds it decided (409). The shopper gets an SMS either way, within the shop's hourly SMS budget.
 */
export async function decideApplication(
  deps: DecideDeps,
  id: string,
  body: DecisionBody,
  { adminId, now }: { adminId: string; now: Date },
): Promise<{ application: TradeApplication }> {
  const { db } = deps;
  const { settings } = await getShopSettings(db);
  const owed = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ application: tradeApplications, phone: users.phone })
      .from(tradeApplications)
      .innerJoin(users, eq(users.id, tradeApplications.userId))
      .where(eq(tradeApplications.id, id))
      .for('update', { of: tradeApplications });
    if (!locked) throw notFound(TRADE_MESSAGES.applicationNotFound);
    const { application, phone } = locked;
    if (application.status !== 'pending') throw conflict(TRADE_MESSAGES.alreadyDecided(application.status));
    const decided = { decidedBy: adminId, decidedAt: now };
    let decision: TradeDecision;
    if (body.decision === 'approve') {
      const group = await existingGroup(tx, body.groupId);
      await tx
        .update(tradeApplications)
        .set({ ...decided, status: 'approved', groupId: group.id })
        .where(eq(tradeApplications.id, id));
      await tx
        .update(users)
        .set({ groupId: group.id, updatedAt: now })
        .where(eq(users.id, application.userId));
      decision = { decision: 'approve', group: group.name };
    } else {
      await tx
        .update(tradeApplications)
        .set({ ...decided, status: 'refused', refusalReason: body.reason })
        .where(eq(tradeApplications.id, id));
      decision = { decision: 'refuse', reason: body.reason };
    }
    return owedTradeSms(
      tx,
      { applicationId: id, phone, decision },
      { shopName: settings.shopName.fa, smsPerHour: settings.smsPerHour, now, logger: deps.logger },
    );
  });
  if (owed) await sendOwedTradeSms(deps, owed);
  return { application: await applicationById(db, id) };
}
