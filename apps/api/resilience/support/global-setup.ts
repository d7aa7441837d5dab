import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-')), 'figures.jsonl');
  process.env.RESILIENCE_FIGURES = file;
}
