import { usersEndpoints } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../../src/db/schema';
import { connectAside, usingPostgres } from '../support/test-database';
import { useTestApp, type TestApp } from '../support/use-test-app';
import { createUser, type TestUser } from '../support/users';

const demote = (context: TestApp, by: TestUser, target: TestUser) =>
  request(context.app)
    .patch(usersEndpoints.setRole.path.replace(':id', target.id))
    .set('Authorization', by.bearer)
    .send({ role: 'user' });

/**
 * On PostgreSQL the two demotions really overlap: another connection holds a SHARE lock on `users`
 * (reads pass, writes wait) until both requests are inside the database, so both have passed their
 * admin check before either writes. PGlite has one connection and runs them one after the other.
 */
async function whileWritesWait<T>(context: TestApp, requests: () => Promise<T>): Promise<T> {
  if (!usingPostgres()) return requests();
  const holder = await connectAside(context.db);
  try {
    await holder.query('BEGIN; LOCK TABLE users IN SHARE MODE');
    const answers = requests();
    // Both requests wait on a lock: the writes behind the SHARE lock, or one behind the other's row locks.
    const deadline = Date.now() + 10_000;
    for (let waiting = 0; waiting < 2; await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() > deadline) throw new Error('the two requests never both reached the database');
      // Inside a transaction the statistics views are a snapshot unless it is cleared.
      await holder.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      waiting = rows[0]!.n;
    }
    await holder.query('COMMIT');
    return await answers;
  } finally {
    await holder.end();
  }
}

describe('two admins demoting each other at the same moment', () => {
  const context = useTestApp();

  it('when both demotions race, then one is refused and the shop keeps an admin', async () => {
    const first = await createUser(context.db, { role: 'admin' });
    const second = await createUser(context.db, { role: 'admin' });

    const answers = await whileWritesWait(context, () =>
      Promise.all([demote(context, first, second), demote(context, second, first)]),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const admins = await context.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((admin) => [first.id, second.id].includes(admin.id))).toHaveLength(1);
  });
});
