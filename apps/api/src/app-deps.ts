import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Logger } from './logger';
import type { SmsProvider } from './modules/auth/sms';
import type { WebApp } from './modules/pages/web-app';

/** What the routers are built from; `createApp` fills in what its options leave out. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The time now; tests pass their own clock to move through rate-limit windows without sleeping. */
  clock: () => Date;
  /** Sends sign-up and reset codes. */
  sms: SmsProvider;
  /** The built SPA to serve beside the API, if any. */
  webDist?: string;
  /** The web app as `pnpm dev` serves it (Vite); overrides `webDist`. */
  web?: WebApp;
}

/** Without a clock the app reads the system time; without an SMS provider it builds one from config.sms. */
export type AppOptions = Omit<AppDeps, 'clock' | 'sms'> & Partial<Pick<AppDeps, 'clock' | 'sms'>>;
