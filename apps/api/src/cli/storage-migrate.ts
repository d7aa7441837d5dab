/**
 * Copies the uploads folder into the S3 bucket the configuration names and checks every object:
 * `pnpm --filter api storage:migrate [-- --from <folder>]` with STORAGE=s3 and the S3_* settings.
 * Then start the shop with STORAGE=s3; the folder can go once the shop serves from the bucket.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir, parseConfig } from '../config';
import { migrateFolderToBucket } from '../images/migrate-to-bucket';
import { s3Storage } from '../images/s3-storage';
import { runCommand } from './run-command';

const USAGE = 'usage: STORAGE=s3 S3_…=… pnpm --filter api storage:migrate [-- --from <uploads folder>]';

async function main(args: string[]): Promise<number> {
  let from: string | undefined;
  try {
    ({ from } = parseArgs({ args, options: { from: { type: 'string' } } }).values);
  } catch {
    console.error(USAGE);
    return 2;
  }
  const config = parseConfig();
  if (!config.s3) {
    console.error(`STORAGE=s3 and the S3_* settings name the bucket to copy into.\n${USAGE}`);
    return 2;
  }
  const folder = from ? path.resolve(invocationDir(), from) : config.uploadsDir;
  const report = await migrateFolderToBucket(folder, s3Storage(config.s3), (done, total) => {
    if (done % 100 === 0 || done === total) process.stderr.write(`\rchecked ${done}/${total}`);
  });
  process.stderr.write('\n');
  console.log(
    `${report.files} files in ${folder}; ${report.copied} copied to bucket ${config.s3.bucket}; ` +
      `${report.files - report.mismatched.length} checked equal`,
  );
  if (report.mismatched.length > 0) {
    console.error(`missing or different in the bucket: ${report.mismatched.join(', ')}`);
    return 1;
  }
  return 0;
}

runCommand(main);
