import type { Logger } from './logger';

/**
 * Runs `round` every `everyMs`, one at a time (a long backlog goes on in the round under way), each
 * failure logged as `failed`. The returned function stops the timer, calls `stopping` (which cuts the
 * round short) and waits for the round under way.
 */
export function everyFewSeconds(
  round: () => Promise<unknown>,
  {
    everyMs,
    logger,
    failed,
    stopping,
  }: { everyMs: number; logger: Logger; failed: string; stopping: () => void },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= round()
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, failed),
      )
      .finally(() => (running = undefined));
  }, everyMs).unref();
  return async () => {
    clearInterval(timer);
    stopping();
    await running;
  };
}
