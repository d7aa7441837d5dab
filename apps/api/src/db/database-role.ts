import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import { queryRows, type DatabaseHandle } from './client';

/**
 * Says so at start when the shop connects to PostgreSQL as a superuser: any SQL it runs, a restored
 * backup's included, could then read and write the server's files and run programs on it.
 */
export async function warnWhenSuperuser(database: DatabaseHandle, logger: Logger): Promise<void> {
  if (database.driver !== 'postgres') return;
  const [role] = await queryRows<{ name: string; superuser: boolean }>(
    database.db,
    sql`SELECT rolname AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
  );
  if (role?.superuser) {
    logger.warn(
      { role: role.name },
      'the shop connects to PostgreSQL as a superuser: give it a role of its own without superuser rights that owns its database (docs/operations.md, "The shop\'s database role")',
    );
  }
}
