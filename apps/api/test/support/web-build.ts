import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeTempDir } from './test-app';

const INDEX_HTML = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="پیش‌فرض" />
    <title>پیش‌فرض</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A built web app as Vite leaves it, under a folder whose path has a dot-folder (as some installs do);
 * with `renderer`, the source of its server build's `entry-server.cjs` beside it.
 */
export function fakeWebBuild(renderer?: string): string {
  const dist = path.join(makeTempDir(), '.install', 'web');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const script = `console.log(${JSON.stringify('برق‌آفرین '.repeat(300))});`;
  fs.writeFileSync(path.join(dist, 'assets/index-abc.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/index-abc.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/index-abc.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dist, 'assets/Vazirmatn_wght_-abc.woff2'), 'font');
  if (renderer) {
    fs.mkdirSync(path.join(dist, '..', 'dist-ssr'));
    fs.writeFileSync(path.join(dist, '..', 'dist-ssr', 'entry-server.cjs'), renderer);
  }
  return dist;
}
