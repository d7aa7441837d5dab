import fc from 'fast-check';
import type { z } from 'zod';

/**
 * How a value travels: `json` bodies keep numbers and booleans, `text` (query strings, multipart
 * fields) carries everything as strings.
 */
export type Wire = 'json' | 'text';

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
}

/** The parts of zod 4's schema definitions read here (`schema._zod.def`). */
interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  if (def.format === 'guid' || def.format === 'uuid') return fc.uuid();
  if (def.format === 'url') return fc.webUrl();
  const checks = checksOf(def);
  const pattern = def.pattern ?? checks.find((check) => check.format === 'regex')?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  const minLength = checks.find((check) => check.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((check) => check.check === 'max_length')?.maximum ?? 40;
  // Persian words as the shop's forms hold them, with Latin letters and digits among them.
  return fc.string({
    unit: fc.oneof(fc.constantFrom(...'کابل سیم لامپ ۱۲۳ ابزار'), fc.string({ minLength: 1, maxLength: 1 })),
    minLength,
    maxLength: Math.min(maxLength, minLength + 40),
  });
}

function numberArbitrary(def: Def, wire: Wire): fc.Arbitrary<number | string> {
  const checks = checksOf(def);
  const bound = (kind: string) => checks.filter((check) => check.check === kind);
  const lower = bound('greater_than').reduce((low, check) => Math.max(low, check.value ?? low), -1e6);
  const upper = bound('less_than').reduce((high, check) => Math.min(high, check.value ?? high), 1e6);
  const exclusiveLow = bound('greater_than').some((check) => check.value === lower && !check.inclusive);
  const exclusiveHigh = bound('less_than').some((check) => check.value === upper && !check.inclusive);
  const whole = checks.some((check) => check.format === 'safeint');
  const number = whole
    ? fc.integer({
        min: exclusiveLow ? Math.floor(lower) + 1 : Math.ceil(lower),
        max: exclusiveHigh ? Math.ceil(upper) - 1 : Math.floor(upper),
      })
    : fc.double({
        min: lower,
        max: upper,
        noNaN: true,
        minExcluded: exclusiveLow,
        maxExcluded: exclusiveHigh,
      });
  return wire === 'text' || def.coerce ? number.map(String) : number;
}

/**
 * Values a zod schema accepts, or nearly: refinements (`refine`) are not read, so some values fail them,
 * which is what a fuzzer wants. Covers the kinds the contracts use; anything else is any JSON value.
 */
export function arbitraryOf(schema: z.ZodType, wire: Wire): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def, wire);
    case 'boolean':
      return wire === 'text' ? fc.constantFrom('true', 'false') : fc.boolean();
    case 'enum':
      return fc.constantFrom(
        ...Object.values(def.entries ?? {}).map((value) => (wire === 'text' ? String(value) : value)),
      );
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'object': {
      const shape = Object.entries(def.shape ?? {});
      const required = shape.filter(([, field]) => !['optional', 'default'].includes(defOf(field).type));
      return fc.record(Object.fromEntries(shape.map(([key, field]) => [key, arbitraryOf(field, wire)])), {
        requiredKeys: required.map(([key]) => key),
      });
    }
    case 'array': {
      const max = checksOf(def).find((check) => check.check === 'max_length')?.maximum ?? 5;
      return fc.array(arbitraryOf(def.element!, wire), { maxLength: Math.min(max, 6) });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, wire)));
    case 'optional':
    case 'default':
    case 'catch':
    case 'nullable':
    case 'readonly':
      return arbitraryOf(def.innerType!, wire);
    case 'pipe':
      return arbitraryOf(def.in!, wire);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
