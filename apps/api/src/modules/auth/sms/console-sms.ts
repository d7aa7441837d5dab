import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../../logger';
import type { SmsProvider } from './sms-provider';

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/** For development and tests: no SMS leaves the machine; each code is logged and appended to the outbox file. */
export function consoleSms(dataDir: string, logger: Logger, production: boolean): SmsProvider {
  const outbox = path.join(dataDir, SMS_OUTBOX_FILE);
  return {
    async sendCode(phone, code) {
      // Production never logs a code: logs travel further than the outbox file.
      if (production) logger.info({ phone }, 'SMS (console provider): code written to the outbox file');
      else logger.info({ phone, code }, `SMS (console provider): code ${code} for ${phone}`);
      await fs.mkdir(dataDir, { recursive: true });
      await fs.appendFile(outbox, `${JSON.stringify({ phone, code, at: new Date().toISOString() })}\n`);
    },
  };
}
