import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchPlace } from './bench-catalog';

const resultsDir = path.resolve(__dirname, '../../../../bench/results');

/** Where and when a benchmark ran, for its results. */
export const benchMachine = (place: BenchPlace) => ({
  date: new Date().toISOString(),
  database: place.driver,
  cores: os.cpus().length,
  node: process.version,
  loadAverage: os.loadavg().map((load) => load.toFixed(2)),
});

/** Writes `bench/results/<name>.md` and `.json` (`<name>-pglite` on the embedded database) and prints the table. */
export function writeBenchResults(name: string, place: BenchPlace, markdown: string, json: object) {
  const suffix = place.driver === 'pglite' ? '-pglite' : '';
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}${suffix}.md`), markdown);
  fs.writeFileSync(path.join(resultsDir, `${name}${suffix}.json`), JSON.stringify(json, null, 2) + '\n');
  console.log(`\n${markdown}`);
}
