import fs from 'node:fs';
import path from 'node:path';
import { SMS_OUTBOX_FILE } from '../../src/modules/auth/sms/console-sms';

interface OutboxLine {
  phone: string;
  code: string;
  at: string;
}

/** Every SMS the console provider "sent" to a phone, oldest first. */
export function sentTo(dataDir: string, phone: string): OutboxLine[] {
  const file = path.join(dataDir, SMS_OUTBOX_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.phone === phone);
}

/** The newest code sent to a phone; fails the test when none was sent. */
export function readLastCode(dataDir: string, phone: string): string {
  const last = sentTo(dataDir, phone).at(-1);
  if (!last) throw new Error(`no SMS was sent to ${phone}`);
  return last.code;
}
