import type { Config } from '../../../config';
import type { Logger } from '../../../logger';
import { consoleSms } from './console-sms';
import { kavenegarSms } from './kavenegar-sms';
import type { SmsProvider } from './sms-provider';

export type { SmsProvider };

export function createSmsProvider(config: Config, logger: Logger): SmsProvider {
  return config.sms.provider === 'kavenegar'
    ? kavenegarSms(config.sms.kavenegar)
    : consoleSms(config.dataDir, logger, config.production);
}
