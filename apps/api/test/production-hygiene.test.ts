import fs from 'node:fs';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggableError } from '../src/http/error-handler';
import { createLogger } from '../src/logger';
import { consoleSms } from '../src/modules/auth/sms/console-sms';
import { makeTempDir } from './support/test-app';

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('production hygiene', () => {
  it('when a database query fails, then what is logged names the reason but never the parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("phone", "password_hash") values ($1, $2)',
      ['09121234567', '$2b$12$secret-hash'],
      cause,
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).toContain('duplicate key value');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('09121234567');
    expect(logged).not.toContain('secret-hash');
  });

  it('when the console SMS provider runs in production, then the code reaches the outbox file but never the log', async () => {
    const dir = makeTempDir();
    const { logger, lines } = capturingLogger();
    await consoleSms(dir, logger, true).sendCode('09121234567', '482913');
    expect(lines.join('')).not.toContain('482913');
    expect(fs.readFileSync(`${dir}/sms-outbox.jsonl`, 'utf8')).toContain('482913');

    const development = capturingLogger();
    await consoleSms(dir, development.logger, false).sendCode('09121234567', '771100');
    expect(development.lines.join('')).toContain('771100');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
