import pg from 'pg';
import { CONTENT_VERSION_CHANNEL, type ContentVersions } from './content-version';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * Holds one connection to the server LISTENing for content-version bumps, so this process keeps the
 * versions in memory and forgets them the moment any process writes (another API worker, a CLI, psql).
 * While that connection is down nothing is kept: every request reads the versions, as it would with no
 * listener, and the connection is retried with a growing pause.
 */
export function listenForVersionBumps(url: string, versions: ContentVersions): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = FIRST_RETRY_MS;

  const again = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), pause);
    retry.unref();
    pause = Math.min(pause * 2, LAST_RETRY_MS);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    // A dropped connection ends with 'end' below; the error itself needs no more than that.
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
    } catch {
      await next.end().catch(() => undefined);
      return again();
    }
    if (closed) return void (await next.end());
    client = next;
    pause = FIRST_RETRY_MS;
    // Only now that no bump can go unheard may the versions be kept.
    const kept = versions.keptUntilNotified();
    next.on('notification', kept.notified);
    next.once('end', () => {
      kept.lost();
      client = undefined;
      again();
    });
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
