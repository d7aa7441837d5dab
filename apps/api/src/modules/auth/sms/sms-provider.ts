import type { Config } from '../../../config';
import type { Logger } from '../../../logger';
import { consoleSms } from './console-sms';
import { kavenegarSms } from './kavenegar-sms';

/** Sends a one-time code by SMS; rejects when the message could not be handed to the provider. */
export interface SmsProvider {
  sendCode(phone: string, code: string): Promise<void>;
}

export function createSmsProvider(config: Config, logger: Logger): SmsProvider {
  return config.sms.provider === 'kavenegar'
    ? kavenegarSms(config.sms.kavenegar)
    : consoleSms(config.dataDir, logger, config.production);
}
