import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const VIRTUAL_ID = '\0shop-contract-data';
const CONTRACTS_SRC = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
/** Modules of the contracts without zod: their functions are shipped as they are. */
const PLAIN_MODULES = ['images.ts', 'text.ts', 'others-category.ts'];

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** Endpoint objects and constants with every zod schema and function left out. */
function plainData(value: unknown): unknown {
  if (isSchema(value) || typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map(plainData);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, plainData(item)] as const)
    .filter(([, item]) => item !== undefined);
  return Object.fromEntries(entries);
}

/**
 * The shopper's browser needs the contracts' data (paths, methods, limits, sort names), not their
 * validators: `import … from '@shop/contracts'` in the web resolves to that data, keeping zod (about
 * 35 KB gzipped) out of every shopper page. Screens that validate forms import `@shop/contracts/full`.
 */
export function contractData(): Plugin {
  return {
    name: 'shop-contract-data',
    enforce: 'pre',
    resolveId(id) {
      return id === '@shop/contracts' ? VIRTUAL_ID : undefined;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) return undefined;
      // The contracts are TypeScript sources: Vite's module runner compiles them for this build.
      const { module: contracts } = await runnerImport<Record<string, unknown>>(
        path.join(CONTRACTS_SRC, 'index.ts'),
      );
      const constants = Object.entries(contracts).flatMap(([name, value]) => {
        const data = plainData(value);
        return data === undefined ? [] : [`export const ${name} = ${JSON.stringify(data)};`];
      });
      const modules = PLAIN_MODULES.map(
        (file) => `export * from ${JSON.stringify(path.join(CONTRACTS_SRC, file))};`,
      );
      return [...constants, ...modules].join('\n');
    },
  };
}
