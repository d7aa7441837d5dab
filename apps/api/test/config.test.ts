import os from 'node:os';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { ConfigError, parseConfig, TOROB_PUBLIC_KEY, TOROB_WEBHOOK_URL } from '../src/config';

const PRODUCTION = {
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://shop.example',
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: 'key',
  KAVENEGAR_TEMPLATE: 'verify',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('when nothing is set, then a laptop run gets working defaults', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sms.provider).toBe('console');
    expect(config.bcryptCost).toBe(12);
    expect(config.seedDemo).toBeUndefined();
    // Both names of this machine work, so a shopper who opens either can sign in and save.
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it("when TOROB_PUBLIC_KEY is unset, then Torob's published key verifies its tokens; a key that is not ed25519 is refused", () => {
    const torobPem = parseConfig({}).torobPublicKey;
    expect(createPublicKey(torobPem).export({ type: 'spki', format: 'der' }).toString('base64')).toBe(
      TOROB_PUBLIC_KEY,
    );
    const own = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(parseConfig({ TOROB_PUBLIC_KEY: own.replace(/\n/g, '\\n') }).torobPublicKey).toBe(own.trim());
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(problemsOf({ TOROB_PUBLIC_KEY: rsa.export({ type: 'spki', format: 'pem' }).toString() })).toEqual([
      'TOROB_PUBLIC_KEY: must be an ed25519 public key (PEM, or its base64 body)',
    ]);
    expect(problemsOf({ TOROB_PUBLIC_KEY: 'not a key' })).toHaveLength(1);
  });

  it("when TOROB_WEBHOOK_TOKEN is set, then the webhook is on at Torob's address unless another is given; unset, it is off", () => {
    expect(parseConfig({}).torobWebhook).toBeUndefined();
    expect(parseConfig({ TOROB_WEBHOOK_TOKEN: '  ', TOROB_WEBHOOK_URL: '' }).torobWebhook).toBeUndefined();
    expect(parseConfig({ TOROB_WEBHOOK_TOKEN: 'secret' }).torobWebhook).toEqual({
      token: 'secret',
      url: TOROB_WEBHOOK_URL,
    });
    expect(
      parseConfig({ TOROB_WEBHOOK_TOKEN: 'secret', TOROB_WEBHOOK_URL: 'http://127.0.0.1:9/hook/' })
        .torobWebhook,
    ).toEqual({ token: 'secret', url: 'http://127.0.0.1:9/hook/' });
    expect(problemsOf({ TOROB_WEBHOOK_URL: 'ftp://torob.example/' })[0]).toMatch(/^TOROB_WEBHOOK_URL:/);
  });

  it('when a value is malformed, then the error names the variable', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'maybe',
    });
    expect(problems.join('\n')).toMatch(/^PORT:/m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL:/m);
    expect(problems.join('\n')).toMatch(/^LOG_LEVEL:/m);
    expect(problems.join('\n')).toMatch(/^SEED_DEMO:/m);
  });

  it('when NODE_ENV=production without secrets, then it refuses and lists what is missing', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^JWT_SECRET:/),
        expect.stringMatching(/^PUBLIC_URL:/),
        expect.stringMatching(/^SMS_PROVIDER:/),
      ]),
    );
  });

  it('when production asks for the console SMS provider, then it needs SMS_ALLOW_CONSOLE', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example',
      SMS_PROVIDER: 'console',
    };
    expect(problemsOf(env)).toEqual([expect.stringMatching(/^SMS_PROVIDER:.*SMS_ALLOW_CONSOLE/)]);
    expect(parseConfig({ ...env, SMS_ALLOW_CONSOLE: 'true' }).sms.provider).toBe('console');
  });

  it('when kavenegar is chosen, then its key and template are required', () => {
    const problems = problemsOf({ SMS_PROVIDER: 'kavenegar' });
    expect(problems).toEqual([
      expect.stringMatching(/^KAVENEGAR_API_KEY:/),
      expect.stringMatching(/^KAVENEGAR_TEMPLATE:/),
    ]);
  });

  it('when only one of ADMIN_PHONE and ADMIN_PASSWORD is set, then it refuses', () => {
    expect(problemsOf({ ADMIN_PHONE: '09121234567' })).toEqual([
      expect.stringMatching(/ADMIN_PHONE and ADMIN_PASSWORD/),
    ]);
  });

  it('when JWT_SECRET is short, then it says so', () => {
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^JWT_SECRET: must be at least 32/),
    ]);
  });

  it('when PUBLIC_URL is https, then cookies are secure and it is an allowed origin', () => {
    const config = parseConfig({
      PUBLIC_URL: 'https://shop.example/',
      CORS_ORIGINS: 'https://admin.example, http://localhost:5173',
    });
    expect(config.secureCookies).toBe(true);
    expect(config.corsOrigins).toEqual([
      'https://shop.example',
      'https://admin.example',
      'http://localhost:5173',
    ]);
  });
});

describe('several API processes', () => {
  it('when WORKERS asks for more than one process on the embedded database, then the error says it needs DATABASE_URL', () => {
    expect(problemsOf({ WORKERS: '2' })).toEqual([
      'WORKERS: more than one process needs DATABASE_URL (the embedded database has one owner)',
    ]);
  });

  it('when WORKERS is auto, then there is one process per core; left out, one', () => {
    const server = { DATABASE_URL: 'postgres://shop@db/shop' };
    expect(parseConfig({ ...server, WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(parseConfig({ ...server, WORKERS: '3' }).workers).toBe(3);
    expect(parseConfig({}).workers).toBe(1);
    expect(problemsOf({ ...server, WORKERS: 'many' })[0]).toMatch(/^WORKERS: /);
  });
});

describe('configuration behind a proxy and for other origins', () => {
  it('when TRUST_PROXY names a hop count and the proxy, then that is what is trusted', () => {
    expect(parseConfig({ TRUST_PROXY: '1 from 172.30.0.2' }).trustProxy).toEqual({
      hops: 1,
      from: ['172.30.0.2'],
    });
    expect(
      parseConfig({ NODE_ENV: 'production', ...PRODUCTION, TRUST_PROXY: '2 from 10.0.0.0/8, fd00::/8' })
        .trustProxy,
    ).toEqual({ hops: 2, from: ['10.0.0.0/8', 'fd00::/8'] });
  });

  it('when TRUST_PROXY would let anyone pick their address, or is not readable, then it refuses to start', () => {
    for (const value of ['true', '1', 'loopback', '0 from 10.0.0.1', '1 from 10.0.0.0/33', 'x'.repeat(300)]) {
      expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION, TRUST_PROXY: value })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be a hop count and the proxy's addresses/),
      ]);
    }
  });

  it('when PUBLIC_URL is a real address, then only that origin is trusted (pnpm dev serves the app from the API’s own port)', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://staging.shop.example' }).corsOrigins).toEqual([
      'https://staging.shop.example',
    ]);
    expect(parseConfig({}).corsOrigins).not.toContain('http://localhost:5173');
  });

  it('when CORS_ORIGINS entries carry a path or a trailing slash, then they are compared as origins', () => {
    expect(
      parseConfig({ CORS_ORIGINS: 'https://shop.ir/, https://admin.shop.ir/panel' }).corsOrigins,
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'https://shop.ir', 'https://admin.shop.ir']);
  });

  it('when a CORS_ORIGINS entry is not an address, then it names the variable', () => {
    expect(problemsOf({ CORS_ORIGINS: 'shop dot ir' })).toEqual([expect.stringMatching(/^CORS_ORIGINS:/)]);
  });
});

describe('object storage', () => {
  it('when STORAGE=s3 is set alone, then the error names every setting the bucket needs', () => {
    expect(problemsOf({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET: required when STORAGE=s3',
      'S3_ACCESS_KEY_ID: required when STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: required when STORAGE=s3',
      'S3_PUBLIC_URL: required when STORAGE=s3',
    ]);
  });

  it('when the bucket is named, then images go there and browsers fetch them under its public address', () => {
    const config = parseConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.ir-thr-at1.arvanstorage.ir',
      S3_BUCKET: 'barq-images',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.barq.example/images',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.ir-thr-at1.arvanstorage.ir',
      bucket: 'barq-images',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.barq.example/images/',
    });
    expect(parseConfig({}).s3).toBeUndefined();
  });

  it('when S3_PUBLIC_URL is not an http(s) address, then it names the variable', () => {
    expect(problemsOf({ STORAGE: 's3', S3_PUBLIC_URL: 'javascript:alert(1)' }).join('\n')).toMatch(
      /^S3_PUBLIC_URL: /m,
    );
  });
});
