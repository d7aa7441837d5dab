import os from 'node:os';
import path from 'node:path';
import { createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A whole number above zero, or unset (empty counts as unset). */
const optionalCount = optionalText
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(z.number({ error: 'must be a whole number' }).int().min(1).optional());

/** Torob's published key for the `X-Torob-Token` of its product API (torob_api_token_guide.md). */
export const TOROB_PUBLIC_KEY = 'MCowBQYDK2VwAyEAt6Mu4T0pBORY11W+QeM35UsmLO3vsf+6yKpFDEImFk0=';

/** Where Torob's product webhook listens (product_webhook.md). */
export const TOROB_WEBHOOK_URL = 'https://api.torob.com/update/webhook/v1/';

/** An ed25519 public key as PEM, from PEM (newlines may be written `\\n`) or its bare base64 body. */
function ed25519PublicKeyPem(value: string): string | undefined {
  const text = value.replace(/\\n/g, '\n').trim();
  const pem = text.includes('BEGIN')
    ? text
    : `-----BEGIN PUBLIC KEY-----\n${text.replace(/\s+/g, '')}\n-----END PUBLIC KEY-----`;
  try {
    return createPublicKey(pem).asymmetricKeyType === 'ed25519' ? pem : undefined;
  } catch {
    return undefined;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = value
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      try {
        // A browser's Origin has no path or trailing slash: compare in that form.
        return origins?.map((origin) => new URL(origin).origin);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be comma-separated origins such as https://shop.example',
        });
        return z.NEVER;
      }
    }),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_PHONE: optionalText,
  ADMIN_PASSWORD: optionalText,
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  SMS_PROVIDER: z.enum(['console', 'kavenegar']).optional(),
  SMS_ALLOW_CONSOLE: booleanFlag.default(false),
  KAVENEGAR_API_KEY: optionalText,
  KAVENEGAR_TEMPLATE: optionalText,
  KAVENEGAR_ORDER_CONFIRMED_TEMPLATE: optionalText,
  KAVENEGAR_ORDER_SHIPPED_TEMPLATE: optionalText,
  KAVENEGAR_TRADE_APPROVED_TEMPLATE: optionalText,
  KAVENEGAR_TRADE_REFUSED_TEMPLATE: optionalText,
  KAVENEGAR_BACK_IN_STOCK_TEMPLATE: optionalText,
  KAVENEGAR_PRICE_DROP_TEMPLATE: optionalText,
  KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  // Where image files live: this machine's uploads folder, or an S3-compatible bucket.
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Verifies the tokens of Torob's requests to /torob_api/v3/products; Torob's own key unless set.
  TOROB_PUBLIC_KEY: optionalText.transform((value, ctx) => {
    const pem = ed25519PublicKeyPem(value ?? TOROB_PUBLIC_KEY);
    if (pem) return pem;
    ctx.addIssue({ code: 'custom', message: 'must be an ed25519 public key (PEM, or its base64 body)' });
    return z.NEVER;
  }),
  // Torob's product webhook: price and stock changes are announced only when the token is set.
  TOROB_WEBHOOK_TOKEN: optionalText,
  TOROB_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Torob's order tracking answers order data only when the shop turns it on (Torob asks that it be opt-in).
  TOROB_ORDER_TRACKING: booleanFlag.default(false),
  // The spreadsheet import's limits: the largest sheet or ZIP file, and the most rows of a sheet.
  SPREADSHEET_MAX_BYTES: optionalCount,
  SPREADSHEET_MAX_ROWS: optionalCount,
  // API processes behind the one port (node:cluster): a number, or `auto` for one per core.
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: 'must be a whole number from 1 to 64, or auto',
    })
    .default(1),
  // The reverse proxy in front: `<hops> from <address or subnet>, …`, e.g. `1 from 172.30.0.2`.
  TRUST_PROXY: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const rule = /^([1-9]\d*) from (.+)$/.exec(value);
    const from = rule ? rule[2]!.split(',').map((entry) => entry.trim()) : [];
    if (!rule || !from.every(isAddressOrSubnet)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count and the proxy's addresses or subnets, such as "1 from 172.30.0.2" (never true)`,
      });
      return z.NEVER;
    }
    return { hops: Number(rule[1]), from };
  }),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * The only reader of the environment. Throws a ConfigError naming every bad or missing variable;
 * a deployment (NODE_ENV=production) must set its secrets and a real SMS provider explicitly.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const smsProvider = vars.SMS_PROVIDER ?? (production ? undefined : 'console');

  const problems: string[] = [];
  if (production) {
    if (!vars.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
    if (!vars.PUBLIC_URL) problems.push('PUBLIC_URL: required when NODE_ENV=production');
    if (!smsProvider) problems.push('SMS_PROVIDER: required when NODE_ENV=production (kavenegar)');
    if (smsProvider === 'console' && !vars.SMS_ALLOW_CONSOLE) {
      problems.push(
        'SMS_PROVIDER: "console" sends no SMS; set SMS_ALLOW_CONSOLE=true to use it in production',
      );
    }
  }
  if (smsProvider === 'kavenegar') {
    if (!vars.KAVENEGAR_API_KEY) problems.push('KAVENEGAR_API_KEY: required when SMS_PROVIDER=kavenegar');
    if (!vars.KAVENEGAR_TEMPLATE) problems.push('KAVENEGAR_TEMPLATE: required when SMS_PROVIDER=kavenegar');
  }
  if (Boolean(vars.ADMIN_PHONE) !== Boolean(vars.ADMIN_PASSWORD)) {
    problems.push('ADMIN_PHONE and ADMIN_PASSWORD: set both or neither');
  }
  const workers = vars.WORKERS === 'auto' ? os.availableParallelism() : vars.WORKERS;
  if (workers > 1 && !vars.DATABASE_URL) {
    problems.push('WORKERS: more than one process needs DATABASE_URL (the embedded database has one owner)');
  }
  if (vars.STORAGE === 's3') {
    const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
    for (const name of required) if (!vars[name]) problems.push(`${name}: required when STORAGE=s3`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(vars.DATA_DIR);
  const publicUrl = new URL(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`);
  return {
    env: vars.NODE_ENV,
    production,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** The bucket images live in when STORAGE=s3; undefined means the uploads folder. */
    s3:
      vars.STORAGE === 's3'
        ? {
            endpoint: vars.S3_ENDPOINT,
            bucket: vars.S3_BUCKET!,
            region: vars.S3_REGION ?? 'us-east-1',
            accessKeyId: vars.S3_ACCESS_KEY_ID!,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
            // Files are named after it: `${publicUrl}${file}`.
            publicUrl: vars.S3_PUBLIC_URL!.replace(/\/*$/, '/'),
          }
        : undefined,
    databaseUrl: vars.DATABASE_URL,
    publicUrl: publicUrl.origin,
    secureCookies: publicUrl.protocol === 'https:',
    corsOrigins: [
      publicUrl.origin,
      // Laptop mode: a shopper may open either name of this machine.
      ...(vars.PUBLIC_URL ? [] : [`http://127.0.0.1:${vars.PORT}`]),
      ...(vars.CORS_ORIGINS ?? []),
    ],
    jwtSecret: vars.JWT_SECRET,
    admin:
      vars.ADMIN_PHONE && vars.ADMIN_PASSWORD
        ? { phone: vars.ADMIN_PHONE, password: vars.ADMIN_PASSWORD }
        : undefined,
    bcryptCost: vars.BCRYPT_COST,
    sms: {
      provider: smsProvider ?? 'console',
      kavenegar: {
        apiKey: vars.KAVENEGAR_API_KEY ?? '',
        template: vars.KAVENEGAR_TEMPLATE ?? '',
        messageTemplates: {
          'order-confirmed': vars.KAVENEGAR_ORDER_CONFIRMED_TEMPLATE,
          'order-shipped': vars.KAVENEGAR_ORDER_SHIPPED_TEMPLATE,
          'trade-approved': vars.KAVENEGAR_TRADE_APPROVED_TEMPLATE,
          'trade-refused': vars.KAVENEGAR_TRADE_REFUSED_TEMPLATE,
          'back-in-stock': vars.KAVENEGAR_BACK_IN_STOCK_TEMPLATE,
          'price-drop': vars.KAVENEGAR_PRICE_DROP_TEMPLATE,
        },
        baseUrl: vars.KAVENEGAR_BASE_URL,
      },
    },
    /** undefined: decide at start (seed when the embedded database is empty). */
    seedDemo: vars.SEED_DEMO,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : undefined,
    workers,
    trustProxy: vars.TRUST_PROXY,
    torobPublicKey: vars.TOROB_PUBLIC_KEY,
    /** Torob's product webhook; undefined without a token (nothing is sent). */
    torobWebhook: vars.TOROB_WEBHOOK_TOKEN
      ? { token: vars.TOROB_WEBHOOK_TOKEN, url: vars.TOROB_WEBHOOK_URL ?? TOROB_WEBHOOK_URL }
      : undefined,
    /** Where the webhook sends (or would, with a token): shown on the settings screen. */
    torobWebhookUrl: vars.TOROB_WEBHOOK_URL ?? TOROB_WEBHOOK_URL,
    /** Whether /api/torob/v1/orders answers Torob (403 otherwise); its tokens use `torobPublicKey`. */
    torobOrderTracking: vars.TOROB_ORDER_TRACKING,
    spreadsheets: {
      maxBytes: vars.SPREADSHEET_MAX_BYTES ?? 100 * 1024 * 1024,
      maxRows: vars.SPREADSHEET_MAX_ROWS ?? 200_000,
    },
  };
}

/**
 * Where the person typed a command: pnpm runs a package's scripts in the package's folder and names the
 * folder it was called from in INIT_CWD. The commands' file arguments are relative to it.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
