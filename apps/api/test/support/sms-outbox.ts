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

/**
 * The SMS sent to a phone, once there are at least `count`. Reset codes go out after the answer, so tests
 * wait for them instead of reading the outbox at once; fails the test when they do not come in time.
 */
export async function waitForSms(dataDir: string, phone: string, count = 1, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sent = sentTo(dataDir, phone);
    if (sent.length >= count) return sent;
    if (Date.now() > deadline) throw new Error(`expected ${count} SMS to ${phone}, found ${sent.length}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The code of the `count`-th SMS to a phone, once it has been sent. */
export async function waitForCode(dataDir: string, phone: string, count = 1): Promise<string> {
  return (await waitForSms(dataDir, phone, count))[count - 1]!.code;
}
