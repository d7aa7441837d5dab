/**
 * The unique index a failed write ran into, or undefined when the error is something else. Drivers put
 * the database's error on the error itself (node-postgres, PGlite) or on its `cause` (Drizzle's wrapper).
 */
export function uniqueViolation(error: unknown): { constraint: string } | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | undefined)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
  }
  return undefined;
}
