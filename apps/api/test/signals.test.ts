import { inFlightRequest } from './support/in-flight-request';
import { startServerProcess } from './support/server-process';
import { createEmptyPostgresDatabase, makeDataDir, usingPostgres } from './support/test-database';

describe('the server process and signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'when %s arrives during a request, then the request is answered and the process exits cleanly',
    async (signal) => {
      const target = usingPostgres() ? await createEmptyPostgresDatabase() : undefined;
      try {
        const server = startServerProcess({
          DATA_DIR: await makeDataDir(),
          ...(target ? { DATABASE_URL: target.url } : {}),
        });
        const url = await server.listening;
        const request = inFlightRequest(url);
        await request.started;
        server.child.kill(signal);
        // Give the process a moment to take the signal and stop listening before the body arrives.
        await new Promise((resolve) => setTimeout(resolve, 200));
        request.finish();
        expect((await request.answer).status).toBe(404);
        expect(await server.exited).toBe(0);
      } finally {
        await target?.drop();
      }
    },
    60_000,
  );
});
