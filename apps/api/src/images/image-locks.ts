/**
 * Stored images are named by content hash and shared between rows, so one request may be storing (or
 * about to reference) the very files another request is cleaning up. Per name, storing and removing run
 * one at a time, and a name stays pinned from the moment a request stores it until its database write has
 * committed or failed: cleanup never removes a pinned name, and re-checks the database under the lock.
 */
const queues = new Map<string, Promise<unknown>>();
const pins = new Map<string, number>();

/** Runs `task` once every earlier task for the same name has finished. */
export async function withImageLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(name, settled);
  try {
    return await run;
  } finally {
    if (queues.get(name) === settled) queues.delete(name);
  }
}

export function pinImage(name: string): void {
  pins.set(name, (pins.get(name) ?? 0) + 1);
}

export function unpinImage(name: string): void {
  const count = (pins.get(name) ?? 1) - 1;
  if (count > 0) pins.set(name, count);
  else pins.delete(name);
}

export const isPinned = (name: string) => pins.has(name);
