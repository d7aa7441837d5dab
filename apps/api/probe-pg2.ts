import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
async function main() {
  const blob = new Blob([fs.readFileSync('/tmp/probe/template.tar')]);
  for (let i = 0; i < 3; i++) {
    let t = Date.now();
    const c = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: blob });
    const a = Date.now() - t; t = Date.now();
    await c.query('select 1');
    console.log('open', a, 'q', Date.now() - t);
    await c.close();
  }
  for (let i = 0; i < 2; i++) {
    let t = Date.now();
    const c = await PGlite.create({ loadDataDir: blob });
    console.log('open no ext', Date.now() - t);
    await c.close();
  }
}
main();
