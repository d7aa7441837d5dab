import { sql, type AnyColumn } from 'drizzle-orm';

/** How an admin's lists name a user: the name, else the phone number (SQL, for a joined users row). */
export const displayNameOf = (user: { name: AnyColumn; phone: AnyColumn }) =>
  sql<string | null>`coalesce(nullif(btrim(${user.name}), ''), ${user.phone})`;
