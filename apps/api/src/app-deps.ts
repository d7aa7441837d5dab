import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { PublicReads } from './http/contract-route';
import type { ImageDeps } from './images/image-store';
import type { ImageStorage } from './images/storage';
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
  /** Image files: where they live (STORAGE) and the locks their writers and cleaners share. */
  images: ImageDeps;
  /** Sends sign-up and reset codes. */
  sms: SmsProvider;
  /** The public reads' handlers, recorded by the routes; drawn pages answer their calls with them. */
  reads: PublicReads;
  /** The built SPA to serve beside the API, if any. */
  webDist?: string;
  /** The web app as `pnpm dev` serves it (Vite); overrides `webDist`. */
  web?: WebApp;
}

/**
 * Without a clock the app reads the system time; without an SMS provider it builds one from config.sms;
 * without an image store, the one the configuration names.
 */
export type AppOptions = Omit<AppDeps, 'clock' | 'sms' | 'images' | 'reads'> &
  Partial<Pick<AppDeps, 'clock' | 'sms'>> & { storage?: ImageStorage };
