import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../../logger';
import type { SmsProvider } from './sms-provider';

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/**
 * For development and tests: no SMS leaves the machine; each is logged and appended to the outbox file, a
 * JSON line with the phone and the code, or the shop message's purpose and text.
 */
export function consoleSms(dataDir: string, logger: Logger, production: boolean): SmsProvider {
  const outbox = path.join(dataDir, SMS_OUTBOX_FILE);
  const append = async (line: object) => {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.appendFile(outbox, `${JSON.stringify({ ...line, at: new Date().toISOString() })}\n`);
  };
  return {
    async sendCode(phone, code) {
      // Production never logs a code: logs travel further than the outbox file.
      if (production) logger.info({ phone }, 'SMS (console provider): code written to the outbox file');
      else logger.info({ phone, code }, `SMS (console provider): code ${code} for ${phone}`);
      await append({ phone, code });
    },
    async sendMessage(phone, { purpose, text }) {
      logger.info({ phone, purpose }, 'SMS (console provider): message written to the outbox file');
      await append({ phone, purpose, text });
    },
  };
}
