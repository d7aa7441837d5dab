// `pnpm bench:web`: the built shop with the demo catalog, measured by Lighthouse 12 (mobile preset,
// default simulated throttling) in Debian's Chromium: home, shop, a category, a product and search
// results, three runs each, the median run (by performance score) reported. Results: bench/results/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3170);
const base = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const resultsDir = path.join(root, 'bench/results');
const targets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
};

async function startShop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const server = spawn('node', [path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shop did not start');
}

async function pages() {
  const { items } = await (await fetch(`${base}/api/products?pageSize=1`)).json();
  const { categories } = await (await fetch(`${base}/api/category/get-all`)).json();
  return {
    home: '/',
    shop: '/shop',
    category: `/category/${categories[0]._id}`,
    product: `/product/${items[0]._id}`,
    search: `/search?q=${encodeURIComponent('لامپ')}`,
  };
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id),
  };
}

const misses = (result) =>
  [
    result.performance < targets.performance && 'performance',
    result.accessibility < targets.accessibility && 'accessibility',
    result['best-practices'] < targets['best-practices'] && 'best-practices',
    result.seo < targets.seo && 'seo',
    result.lcpMs >= targets.lcpMs && 'LCP',
    result.tbtMs >= targets.tbtMs && 'TBT',
    result.cls >= targets.cls && 'CLS',
  ].filter(Boolean);

const { server, dataDir } = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = {};
try {
  for (const [name, pagePath] of Object.entries(await pages())) {
    const measured = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${base}${pagePath}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
      });
      measured.push(summary(lhr));
    }
    measured.sort((a, b) => a.performance - b.performance);
    results[name] = { path: pagePath, ...measured[Math.floor(measured.length / 2)] };
    console.log(name, JSON.stringify(results[name]));
  }
} finally {
  await chrome.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, 'web.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs, targets, results }, null, 2)}\n`,
);
const rows = Object.entries(results).map(
  ([name, r]) =>
    `| ${name} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${r.jsKB} KB | ${misses(r).join(', ') || 'none'} |`,
);
const table = [
  `Lighthouse 12 mobile (simulated throttling), median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS (transfer) | misses |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
].join('\n');
fs.writeFileSync(path.join(resultsDir, 'web.md'), table);
console.log(`\n${table}`);
