import type { z } from 'zod';
import { badRequest } from './app-error';

const INVALID_INPUT_MESSAGE = 'اطلاعات ارسال‌شده نامعتبر است';
const NUL_CHARACTER_MESSAGE = 'متن ارسال‌شده نویسه نامعتبر دارد';

const TOO_DEEP_MESSAGE = 'ساختار داده ارسال‌شده بیش از حد تودرتو است';
/** No form or setting of the shop nests anywhere near this deep. */
const MAX_DEPTH = 32;

/**
 * PostgreSQL text cannot hold a NUL character: refuse it here rather than fail in the database. Walks the
 * input with its own stack, never recursion, so a hostile `[[[[…` cannot overflow the call stack.
 */
function assertStorableText(input: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw badRequest(NUL_CHARACTER_MESSAGE);
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) throw badRequest(TOO_DEEP_MESSAGE);
      for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
    }
  }
}

/**
 * Parses request input with a contract schema. On failure answers 400 whose message is the first
 * problem's (Persian) text and whose details map each field to its problem.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  assertStorableText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    details[field] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE, details);
}
