import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir as dataDir } from '../../data-dir';

export interface Credentials {
  phone: string;
  password: string;
}

/** The admin the server seeds on its first start, with the password it generated. */
export const demoAdmin = (): Credentials =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-admin.json'), 'utf8')) as Credentials;

/** The last code the console SMS provider "sent" to a phone. */
export function lastCodeFor(phone: string): string {
  const lines = fs.readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').split('\n').filter(Boolean);
  const sent = lines
    .map((line) => JSON.parse(line) as { phone: string; code: string })
    .filter((line) => line.phone === phone);
  return sent[sent.length - 1]!.code;
}

let phones = 0;
/** A mobile number no other test uses (the time, and a counter for two in the same millisecond). */
export const uniquePhone = (prefix = '0935') =>
  `${prefix}${String((Date.now() + phones++) % 10_000_000).padStart(7, '0')}`;
