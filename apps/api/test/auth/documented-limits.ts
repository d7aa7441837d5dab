import fs from 'node:fs';
import path from 'node:path';

const AUTH_DOC = path.resolve(__dirname, '../../../../docs/auth.md');

/** Fails unless docs/auth.md says `text` word for word (lines may wrap): its numbers are the code's. */
export function expectDocumented(text: string): void {
  const words = (prose: string) => prose.replace(/\s+/g, ' ');
  expect(words(fs.readFileSync(AUTH_DOC, 'utf8'))).toContain(words(text));
}

/** A count as the docs write it (1,000). */
export const inDocs = (count: number) => count.toLocaleString('en-US');
