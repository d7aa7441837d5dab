// The page-weight budget, checked over the Vite manifest after `vite build`: the JavaScript and CSS each
// shopper page loads before it is interactive (the entry and the page's route chunk with everything they
// import statically), gzipped, must stay under the budget; the rich-text editor must be in none of them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 130 * 1024;
// WEB_DIST measures a build made elsewhere (an engineer's own `vite build --outDir`).
const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The shopper pages, derived so none is forgotten: every page of the contracts' table that has
 * `queries` (the pages the server draws; account and admin pages have none), with the screen the
 * router loads for it.
 */
function shopperPages() {
  const read = (file) => fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
  const drawn = [
    ...read('../../../packages/contracts/src/plain/pages.ts').matchAll(
      /^ {2}(\w+): \{\s*path: '[^']*',\s*queries:/gm,
    ),
  ].map(([, name]) => name);
  const screens = new Map(
    [...read('../src/app/router.tsx').matchAll(/^ {2}(\w+): \(\) => import\('([^']+)'\)/gm)].map(
      ([, name, source]) => [name, `${path.posix.join('src/app', source)}.tsx`],
    ),
  );
  const pages = Object.fromEntries(drawn.map((name) => [name, screens.get(name)]));
  const missing = Object.entries(pages).filter(([, source]) => !source || !manifest[source]);
  if (drawn.length === 0 || missing.length > 0) {
    throw new Error(
      `size.mjs: cannot find the screens of ${missing.map(([name]) => name).join(', ') || 'any page'}`,
    );
  }
  return pages;
}
const SHOPPER_PAGES = shopperPages();
const FORBIDDEN = /quill/i;

/** Manifest keys of a chunk and of everything it imports statically. */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(imported, seen);
  return seen;
}

const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
// index.html boots with the styles and loads the app (src/main.tsx) once the server's page is painted.
const entryGraph = new Set([...staticGraph('index.html'), ...staticGraph('src/main.tsx')]);
let failed = false;
const rows = [];

for (const [page, source] of Object.entries(SHOPPER_PAGES)) {
  const keys = new Set([...entryGraph, ...(manifest[source] ? staticGraph(source) : [])]);
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
  const editor = [...keys, ...files].filter((name) => FORBIDDEN.test(name));
  const over = bytes > BUDGET_BYTES;
  failed ||= over || editor.length > 0;
  rows.push(
    `${page.padEnd(9)} ${(bytes / 1024).toFixed(1).padStart(6)} KB${over ? '  OVER BUDGET' : ''}${editor.length ? `  EDITOR: ${editor.join(', ')}` : ''}`,
  );
}

console.log(`JavaScript + CSS before interactive, gzipped (budget ${BUDGET_BYTES / 1024} KB):`);
console.log(rows.join('\n'));
if (failed) {
  console.error('Page weight budget exceeded.');
  process.exit(1);
}
