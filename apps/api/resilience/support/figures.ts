import fs from 'node:fs';

export interface Figure {
  suite: string;
  name: string;
  value: number | string;
  unit?: string;
}

/** Where this run's figures gather (set by global-setup.ts, read back by global-teardown.ts). */
function figuresFile(): string {
  const file = process.env.RESILIENCE_FIGURES;
  if (!file) throw new Error('RESILIENCE_FIGURES is unset: run through jest.resilience.config.js');
  return file;
}

/** Records one measured figure; the run prints them all at its end and writes bench/results/resilience.md. */
export function recordFigure(figure: Figure): void {
  fs.appendFileSync(figuresFile(), `${JSON.stringify(figure)}\n`);
}

export function readFigures(): Figure[] {
  if (!fs.existsSync(figuresFile())) return [];
  return fs
    .readFileSync(figuresFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
}
