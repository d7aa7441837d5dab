/**
 * Whether an error means the database cannot be reached at the moment (stopped, restarting, the network
 * between cut, every connection busy for too long), rather than that a query was wrong. Drizzle wraps
 * the driver's error as `cause`, so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNREACHABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    current = current.cause;
  }
  return false;
}

const UNREACHABLE_CODES = new Set([
  // The socket: nothing listening, the connection cut, no route.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL (SQLSTATE class 08 is matched above): shutting down, crashed, starting up.
  '57P01',
  '57P02',
  '57P03',
]);

// node-postgres says these without a code.
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
];
