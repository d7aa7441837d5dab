import fc from 'fast-check';

/** Text meant to break a query, a page, a parser or a comparison. */
const FRAGMENTS = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '1; SELECT pg_sleep(30)',
  "%' AND 1=1 --",
  "\\'; COPY users TO '/tmp/x'; --",
  '$1',
  "E'\\\\x00'",
  '%_%',
  '*',
  // HTML and script
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<p style="background:url(javascript:alert(1))">متن</p>',
  '<!--',
  ']]>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  // Templates, prototypes, paths
  '{{7*7}}',
  '${7*7}',
  '%s%s%n',
  '__proto__',
  'constructor',
  'toString',
  '../../../../etc/passwd',
  '..\\..\\windows',
  // Numbers that are not quite numbers
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1_000',
  '۱۲۳٬۴۵۶',
  '٣.٥',
  '9'.repeat(400),
  // Unicode that trips text handling
  '\u202eکابل',
  '\u200c\u200b\ufeff',
  '\ud800',
  '\udfff',
  '👨‍👩‍👧‍👦',
  `ا${'\u064b'.repeat(500)}`,
  'ي ك ى',
  // NUL and control characters
  '\u0000',
  'a\u0000b',
  '\r\n\r\n',
  '\t\u000b\u000c',
  ' ',
  '',
];

/** A string from FRAGMENTS, random text of any code points, or a long run of a Persian letter. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 150_000 }).map((length) => 'ب'.repeat(length)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 20 }))
      .map(([fragment, text]) => `${text}${fragment}${text}`),
  },
);

/** JSON nested `depth` arrays deep around a value. */
export const nested = (depth: number, value: unknown = 1): unknown => {
  let result = value;
  for (let level = 0; level < depth; level += 1) result = [result];
  return result;
};

/** Any JSON value of the wrong kind where a field or a body is: strings, numbers, depths, sizes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      -1e-308,
      2 ** 53 + 1,
      [],
      {},
      [''],
      { $gt: '' },
      // An own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype instead).
      JSON.parse('{"__proto__":{"role":"admin"}}') as unknown,
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 3_000 }).map((depth) => nested(depth)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((length) => Array.from({ length }, (_, i) => i)),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 100, max: 5_000 })
      .map((keys) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]))),
  },
);

/** A valid-ish object changed a little: a field of the wrong kind, a field left out, fields added. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      base,
      fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
          fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
          fc.record({
            kind: fc.constant('add' as const),
            key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'role', 'id', '_id'), hostileString),
            value: hostileValue,
          }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([value, changes]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const change of changes) {
        const keys = Object.keys(result);
        if (change.kind === 'add') {
          Object.defineProperty(result, change.key, {
            value: change.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        } else if (keys.length > 0) {
          const key = keys[change.at % keys.length]!;
          if (change.kind === 'drop') delete result[key];
          else result[key] = change.value;
        }
      }
      return result;
    });
}

/** Bytes that are not UTF-8: lone continuation bytes, overlong forms, encoded surrogates, 0xFF. */
export const INVALID_UTF8 = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xa0, 0xa1]),
  Buffer.from([0xe2, 0x28, 0xa1]),
  Buffer.from([0xf0, 0x28, 0x8c, 0xbc]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0x00]),
];
export const invalidUtf8: fc.Arbitrary<Buffer> = fc.constantFrom(...INVALID_UTF8);

/** A JSON text broken in one of the ways a careless or hostile client breaks it. */
export const brokenJson: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .constantFrom(
      '{"phone":',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}{"b":2}',
      '\ufeff{"a":1}',
      'null',
      '"just a string"',
      '[]',
      '1e999999',
      '{"a":NaN}',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      `{"a":${'1'.repeat(5_000)}}`,
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '',
    )
    .map((text) => Buffer.from(text)),
  fc
    .integer({ min: 100, max: 60_000 })
    .map((depth) => Buffer.from(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`)),
  fc
    .integer({ min: 100, max: 60_000 })
    .map((depth) => Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  fc
    .tuple(invalidUtf8, fc.constantFrom('phone', 'title', 'terms', 'name', 'password'))
    .map(([bytes, key]) => Buffer.concat([Buffer.from(`{"${key}":"ab`), bytes, Buffer.from('cd"}')])),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);
