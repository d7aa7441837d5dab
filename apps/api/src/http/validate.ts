import type { z } from 'zod';
import { badRequest } from './app-error';

export const INVALID_INPUT_MESSAGE = 'اطلاعات ارسال‌شده نامعتبر است';
const NUL_CHARACTER_MESSAGE = 'متن ارسال‌شده نویسه نامعتبر دارد';

/** PostgreSQL text cannot hold a NUL character: refuse it here rather than fail in the database. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

/**
 * Parses request input with a contract schema. On failure answers 400 whose message is the first
 * problem's (Persian) text and whose details map each field to its problem.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  if (holdsNul(input)) throw badRequest(NUL_CHARACTER_MESSAGE);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    details[field] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE, details);
}
