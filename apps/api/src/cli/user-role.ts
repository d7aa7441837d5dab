/**
 * Promotes or demotes an account: `pnpm --filter api user:role <phone> admin|user`.
 * With the embedded database, stop the server first: only one process can open its folder.
 */
import { roleSchema } from '@shop/contracts';
import { parseIranMobile } from '@shop/persian';
import { parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { setRole } from '../modules/users/service';
import { runCommand } from './run-command';

const USAGE = 'usage: pnpm --filter api user:role <phone> admin|user';

async function main(args: string[]): Promise<number> {
  const [typedPhone = '', typedRole = ''] = args;
  const phone = parseIranMobile(typedPhone);
  const role = roleSchema.safeParse(typedRole);
  if (args.length !== 2 || !phone || !role.success) {
    console.error(USAGE);
    return 2;
  }

  const database = await openDatabase(parseConfig());
  try {
    await database.migrate();
    const user = await setRole(database.db, phone, role.data);
    if (!user) {
      console.error(`no account has the phone ${phone}`);
      return 1;
    }
    console.log(`${user.phone} is now ${user.role}`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
