import { gzipSync } from 'node:zlib';
import type { Endpoint } from '@shop/contracts';
import fc from 'fast-check';
import { brokenJson, hostileString, hostileValue, invalidUtf8, mutated } from './hostile-values';
import { multipartCases, type HostileFile } from './multipart';
import { arbitraryOf } from './zod-arbitrary';

export type Caller = 'anonymous' | 'shopper' | 'admin';

/** One hostile request to one endpoint, before the caller's session is put on it. */
export interface HostileCase {
  /** What kind of hostility, for the figures and for reading a failure. */
  label: string;
  caller: Caller;
  method: string;
  target: Buffer;
  headers: Record<string, string>;
  body?: Buffer;
  /** The client sends half its declared body and gives up (half-closes the connection). */
  cut?: boolean;
}

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send its replacement's bytes.
    return encodeURIComponent(
      text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
    );
  }
};

/** Path ids: real rows, UUIDs of nothing, and what is not an id at all (sent raw or percent-encoded). */
function idArbitrary(existingIds: () => string[]): fc.Arbitrary<Buffer> {
  const raw = fc.constantFrom(
    '..',
    '%2e%2e%2f%2e%2e',
    '%',
    '%zz',
    '%00',
    '%C3%28',
    '%E0%A4%A',
    'a'.repeat(5_000),
    '00000000-0000-0000-0000-000000000000',
    '{6F9619FF-8B86-D011-B42D-00C04FC964FF}',
    'me',
    '-1',
    '1e9',
    'null',
  );
  return fc.oneof(
    // Read when drawn: a row the fuzzer deleted is replaced by another.
    {
      weight: 3,
      arbitrary: fc.nat().map((index) => Buffer.from(existingIds()[index % existingIds().length]!)),
    },
    { weight: 2, arbitrary: fc.uuid().map((id) => Buffer.from(id.toUpperCase())) },
    { weight: 2, arbitrary: raw.map((text) => Buffer.from(text)) },
    {
      weight: 2,
      arbitrary: hostileString.map((text) => Buffer.from(encode(text.slice(0, 2_000)))),
    },
    { weight: 1, arbitrary: invalidUtf8.map((bytes) => Buffer.concat([Buffer.from('x'), bytes])) },
  );
}

/**
 * Path tokens (the SMS's stop link): real ones, random ones of the right shape (128 bits, base64url) that
 * name nothing, and the ids' hostile values (the wrong alphabet, length, encoding).
 */
function tokenArbitrary(existingTokens: () => string[]): fc.Arbitrary<Buffer> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const shaped = fc
    .array(fc.constantFrom(...alphabet), { minLength: 22, maxLength: 22 })
    .map((letters) => Buffer.from(letters.join('')));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.nat().map((index) => {
        const tokens = existingTokens();
        return Buffer.from(tokens.length > 0 ? tokens[index % tokens.length]! : 'no-token-yet');
      }),
    },
    { weight: 2, arbitrary: shaped },
    { weight: 3, arbitrary: idArbitrary(() => ['x']) },
  );
}

/** A query string from a record: repeated keys for arrays, every value percent-encoded. */
const queryOf = (record: Record<string, unknown>) =>
  Object.entries(record)
    .flatMap(([key, value]) => [value].flat().map((item) => `${encode(key)}=${encode(String(item))}`))
    .join('&');

/** Query strings: the endpoint's own (valid-ish, then with hostile values), or wrong in their syntax. */
function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const rawQueries = fc.constantFrom(
    'a=%',
    'q=%E0%A4%A',
    'q=%C3%28',
    'q=%00',
    'q[]=1&q[]=2',
    'q[a][b][c]=1',
    'q=1&q=2&q=3',
    '&&&==&',
    '__proto__=1&constructor[prototype][x]=1',
    'page=1e400&pageSize=0x10',
    'page=-0&pageSize=-1',
    `q=${'ب'.repeat(1_200)}`,
    `${'k=v&'.repeat(1_500)}`,
  );
  const own = endpoint.query
    ? [
        arbitraryOf(endpoint.query, 'text').map((record) => queryOf(record as Record<string, unknown>)),
        mutated(arbitraryOf(endpoint.query, 'text')).map((record) =>
          queryOf(
            Object.fromEntries(
              Object.entries(record as Record<string, unknown>).map(([key, value]) => [
                key,
                typeof value === 'object' && value !== null ? JSON.stringify(value) : value,
              ]),
            ),
          ),
        ),
      ]
    : [];
  return fc.oneof(...own, rawQueries, fc.constant(''));
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Bodies of a JSON endpoint: valid-ish, mutated, of the wrong kind, broken, compressed, mislabelled. */
function jsonBodyArbitrary(endpoint: Endpoint) {
  const valid = endpoint.body ? arbitraryOf(endpoint.body, 'json') : fc.constant({});
  const json = (label: string, value: fc.Arbitrary<unknown>) =>
    value.map((body) => ({ label, headers: JSON_TYPE, body: Buffer.from(JSON.stringify(body) ?? 'null') }));
  return fc.oneof(
    { weight: 2, arbitrary: json('valid-ish JSON', valid) },
    { weight: 5, arbitrary: json('mutated JSON', mutated(valid)) },
    { weight: 2, arbitrary: json('JSON of the wrong kind', hostileValue) },
    { weight: 3, arbitrary: brokenJson.map((body) => ({ label: 'broken JSON', headers: JSON_TYPE, body })) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 200_000, max: 30_000_000 }).map((size) => ({
        label: 'gzip bomb',
        headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
        body: gzipSync(`{"phone":"${' '.repeat(size)}"}`),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'application/json; charset=bogus',
            'application/xml',
            '',
          ),
          fc.constantFrom('identity', 'br', 'deflate', 'compress', 'x-unknown'),
        )
        .map(([body, type, encoding]) => ({
          label: 'mislabelled JSON',
          headers: { 'Content-Type': type, 'Content-Encoding': encoding },
          body: Buffer.from(JSON.stringify(body)),
        })),
    },
  );
}

/** Request headers any caller may add: client addresses, forged sessions, odd ids and encodings. */
const extraHeaders = fc.record(
  {
    'X-Forwarded-For': fc.oneof(
      { weight: 8, arbitrary: fc.ipV4() },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'unknown',
          '1.1.1.1, 2.2.2.2, 3.3.3.3',
          '::1',
          '999.1.1.1',
          'a'.repeat(2_000),
        ),
      },
    ),
    Cookie: fc.constantFrom(
      'session=not.a.jwt',
      'session=eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4In0.',
      `session=${'a'.repeat(4_000)}`,
      '=;=;;',
    ),
    Authorization: fc.constantFrom(
      'Bearer ',
      'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer \u00ff\u00fe',
    ),
    'X-Request-Id': hostileString.map((text) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 200)),
    'X-Token-In-Body': fc.constant('true'),
    Origin: fc.constantFrom('https://evil.example', 'null'),
  },
  { requiredKeys: ['X-Forwarded-For'] },
);

/**
 * Every kind of hostile request to one endpoint as this caller: its path id, query and body drawn from
 * its contract and then spoiled, or spoiled from the start. `existing` names rows (`:id`) and stop-link
 * tokens (`:token`) that exist now.
 */
export function hostileCases(
  endpoint: Endpoint,
  caller: Caller,
  existing: { ids: () => string[]; tokens: () => string[] },
  files: HostileFile[],
): fc.Arbitrary<HostileCase> {
  const [before, name, after] = endpoint.path.split(/:(id|token)\b/);
  const path =
    after === undefined
      ? fc.constant(Buffer.from(endpoint.path))
      : (name === 'token' ? tokenArbitrary(existing.tokens) : idArbitrary(existing.ids)).map((value) =>
          Buffer.concat([Buffer.from(before!), value, Buffer.from(after)]),
        );
  const sendsBody = !['GET', 'DELETE'].includes(endpoint.method);
  const body = endpoint.files
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: multipartCases(
            endpoint.body ? arbitraryOf(endpoint.body, 'text') : fc.constant({}),
            endpoint.files,
            files,
          ).map(({ label, contentType, body }) => ({
            label,
            headers: { 'Content-Type': contentType },
            body,
          })),
        },
        { weight: 1, arbitrary: jsonBodyArbitrary(endpoint) },
      )
    : sendsBody
      ? jsonBodyArbitrary(endpoint)
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant({ label: 'no body', headers: {}, body: undefined }) },
          { weight: 1, arbitrary: jsonBodyArbitrary(endpoint) },
        );
  return fc
    .record({
      path,
      query: queryArbitrary(endpoint),
      body,
      extra: extraHeaders,
      // One request in twenty gives up half-way through its body.
      givesUp: fc.integer({ min: 0, max: 19 }).map((draw) => draw === 0),
    })
    .map(({ path, query, body: { label, headers, body: bytes }, extra, givesUp }) => {
      const cut = givesUp && bytes !== undefined && bytes.length > 1;
      return {
        label: cut ? `${label}, cut short` : label,
        caller,
        method: endpoint.method,
        target: query ? Buffer.concat([path, Buffer.from(`?${query}`)]) : path,
        headers: { ...extra, ...headers },
        body: bytes,
        cut,
      };
    });
}

/** Whole requests broken at the HTTP level, for a path: framing, smuggling, methods, versions, headers. */
const BROKEN_REQUESTS: Record<string, (path: string) => string | Buffer> = {
  'Content-Length and chunked together': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/user HTTP/1.1\r\nHost: x\r\n\r\n`,
  'two different Content-Lengths': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 40\r\nContent-Type: application/json\r\n\r\n{}`,
  'a Content-Length of 20 digits': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n{}`,
  'a negative Content-Length': (path) => `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n{}`,
  'a chunk size that is not hex': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  'a chunk extension of 100 KB': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2;${'e'.repeat(100_000)}\r\n{}\r\n0\r\n\r\n`,
  'a chunked JSON body': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n1\r\n{\r\n1\r\n}\r\n0\r\n\r\n`,
  'a transfer coding the server does not know': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n`,
  'an unknown method': (path) => `FOO ${path} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'a lower-case method': (path) => `get ${path} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'HTTP/2 spoken to HTTP/1.1': () => 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'HTTP/9.9': (path) => `GET ${path} HTTP/9.9\r\nHost: x\r\n\r\n`,
  'HTTP/1.0 without Host': (path) => `GET ${path} HTTP/1.0\r\n\r\n`,
  'HTTP/1.1 without Host': (path) => `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`,
  'two Host headers': (path) => `GET ${path} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`,
  'a NUL in a header value': (path) => `GET ${path} HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n`,
  'a space in a header name': (path) => `GET ${path} HTTP/1.1\r\nHost: x\r\nX A: b\r\n\r\n`,
  'a folded header line': (path) => `GET ${path} HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n`,
  'bare LF line ends': (path) => `GET ${path} HTTP/1.1\nHost: x\nConnection: close\n\n`,
  'a CR without LF': (path) => `GET ${path} HTTP/1.1\rHost: x\r\n\r\n`,
  'an absolute URL of another host': (path) =>
    `GET http://evil.example${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  'raw UTF-8 in the path': (path) =>
    Buffer.concat([
      Buffer.from(`GET ${path}/`),
      Buffer.from('کابل'),
      Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ]),
  'invalid UTF-8 in the path': (path) =>
    Buffer.concat([
      Buffer.from(`GET ${path}?q=`),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ]),
  'tabs in the request line': (path) => `GET\t${path}\tHTTP/1.1\r\nHost: x\r\n\r\n`,
  'three requests in one write': (path) =>
    `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\nGET ${path} HTTP/1.1\r\nHost: x\r\n\r\nGET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  'an expectation the server cannot meet': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
  'Expect: 100-continue, body sent': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
  'a WebSocket upgrade': (path) =>
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
  'an h2c upgrade': (path) =>
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n`,
  CONNECT: () => 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
  '2,000 headers': (path) =>
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${Array.from({ length: 2_000 }, (_, i) => `X-${i}: v\r\n`).join('')}\r\n`,
  'a Content-Type of 10,000 parameters': (path) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json${'; a=b'.repeat(2_000)}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
};

/** One broken request to one of these paths, named. */
export const brokenRequests = (paths: string[]) =>
  fc
    .tuple(fc.constantFrom(...paths), fc.constantFrom(...Object.keys(BROKEN_REQUESTS)))
    .map(([path, label]) => ({ label, path, bytes: Buffer.from(BROKEN_REQUESTS[label]!(path)) }));
