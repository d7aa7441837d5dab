// The baseline: plain node:http and a plain database client, no framework. For each recorded address it
// runs the SQL statements the shop ran for it (same text, same parameters, in the same order; on
// PostgreSQL each prepared by name, planned once per connection, as a careful hand-written server would)
// and writes their rows as JSON; `/fixed` answers a fixed body (the machine's ceiling for any HTTP answer);
// `/in-flight` how many answers are still being worked on (the load is gone, their queries are not).
// Argument: JSON {port, statementsFile, databaseUrl | pgliteDir}.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

const { port, statementsFile, databaseUrl, pgliteDir } = JSON.parse(process.argv[2]);
const recorded = new Map(Object.entries(JSON.parse(fs.readFileSync(statementsFile, 'utf8'))));

async function openClient() {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    // The shop's own pool size.
    return new pg.Pool({ connectionString: databaseUrl, max: 10 });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(pgliteDir, { extensions: { pg_trgm } });
}

const client = await openClient();
/** A statement's name: the same text gets the same name, so each connection prepares it once. */
const nameOf = (text) => `raw_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
const run = databaseUrl
  ? ({ text, values }) => client.query({ name: nameOf(text), text, values })
  : ({ text, values }) => client.query(text, values);
const fixed = JSON.stringify({ ok: true });
let inFlight = 0;

const server = http.createServer(async (req, res) => {
  if (req.url === '/fixed') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(fixed);
  }
  if (req.url === '/in-flight') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ inFlight }));
  }
  const statements = recorded.get(req.url);
  if (!statements) {
    res.writeHead(404);
    return res.end();
  }
  inFlight++;
  try {
    const answers = [];
    for (const statement of statements) answers.push((await run(statement)).rows);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answers));
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  } finally {
    inFlight--;
  }
});
server.listen(port, '127.0.0.1', () => console.log('raw baseline listening'));
