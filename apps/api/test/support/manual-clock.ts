/** A clock that stands still until the test moves it, for rate-limit and expiry windows without sleeping. */
export function manualClock(start = new Date('2030-01-01T08:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
