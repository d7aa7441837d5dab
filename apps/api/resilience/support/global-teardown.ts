import fs from 'node:fs';
import path from 'node:path';
import { readFigures } from './figures';
import { isShort } from './profile';

const resultsFile = path.resolve(__dirname, '../../../../bench/results/resilience.md');

/** Prints every figure the run recorded, and keeps them in bench/results (the full profile only). */
export default function globalTeardown() {
  const figures = readFigures();
  const rows = figures.map(
    ({ suite, name, value, unit }) => `| ${suite} | ${name} | ${value}${unit ? ` ${unit}` : ''} |`,
  );
  const table = ['| suite | figure | value |', '| --- | --- | --- |', ...rows].join('\n');
  console.log(`\nResilience figures (${isShort ? 'short' : 'full'} profile):\n\n${table}\n`);
  if (!isShort && figures.length > 0) {
    const heading = `# Resilience figures\n\n\`pnpm test:resilience\`, full profile, ${new Date().toISOString().slice(0, 10)}.\n\n`;
    fs.writeFileSync(resultsFile, `${heading}${table}\n`);
  }
}
