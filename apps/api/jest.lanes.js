// The system lane (`pnpm test:system`, a step of its own in CI): tests of the program as a whole, which
// start server processes and the shop's commands (backup, restore, roles, storage), hold sockets open
// against the server's limits, feed the importer hostile files of 150,000 rows, or migrate a shop of an
// earlier release (a database built migration by migration, 10–30 s each). Together they took about 460
// of the API suite's 1,660 file-seconds on 2 cores, so the minute-by-minute line leaves them out; the
// PostgreSQL pass still runs the ones a database server can change.
const SYSTEM_TESTS = [
  'test/auth/hashing-turns.test.ts',
  'test/backup/backup-restore.test.ts',
  'test/backup/commands.test.ts',
  'test/backup/data-folder.test.ts',
  'test/db/variants-migration.test.ts',
  'test/db/warranty-migration.test.ts',
  'test/images/storage-migrate.test.ts',
  'test/server-limits.test.ts',
  'test/signals.test.ts',
  'test/spreadsheets/hostile-files.test.ts',
  'test/start-server.test.ts',
  'test/users/user-role-cli.test.ts',
];

module.exports = { SYSTEM_TESTS };
