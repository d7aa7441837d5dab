// Bundles the API with its workspace packages (which ship TypeScript source) into dist/. npm packages
// the API itself can load stay external; those only a workspace package depends on (pnpm does not
// hoist them) are bundled in. Migrations and the demo catalog's data files are copied beside the bundle.
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

function resolvableFromApi(specifier) {
  try {
    require.resolve(specifier, { paths: [root] });
    return true;
  } catch {
    return false;
  }
}

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      !args.path.startsWith('@shop/') && resolvableFromApi(args.path)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
esbuild
  .build({
    entryPoints: {
      server: path.join(root, 'src/server.ts'),
      // `node dist/backup.js` and `node dist/restore.js` where the source is not around (a deployment).
      backup: path.join(root, 'src/cli/backup.ts'),
      restore: path.join(root, 'src/cli/restore.ts'),
      // Started by password.ts as a worker thread, from beside server.js.
      'hashing-thread': path.join(root, 'src/modules/auth/hashing-thread.js'),
    },
    outdir: dist,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    plugins: [externalNpmPackages],
    logLevel: 'warning',
  })
  .then(() => {
    fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
    fs.cpSync(path.join(root, 'src/demo/demo-catalog'), path.join(dist, 'demo-catalog'), { recursive: true });
  })
  .catch(() => process.exit(1));
