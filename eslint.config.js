// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const importPlugin = require('eslint-plugin-import');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');

const WEB = 'apps/web/src';
/** Every folder under src/features is a feature, so a new one is held to the boundaries without editing this file. */
const WEB_FEATURES = fs
  .readdirSync(path.join(__dirname, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's layers (as bulletproof-react keeps them): `app` composes features; a feature never imports
 * another; the shell's data, shared components and lib import no feature and nothing of `app`.
 */
const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another: compose them in src/app/routes, or move shared data to src/shell.',
  })),
  {
    // Each feature keeps its admin screens in its admin/ folder: the rest of it serves shoppers and
    // account holders, whose pages must not load admin code (scripts/size.mjs weighs them).
    target: `./${WEB}/features/*/!(admin)/**`,
    from: [`./${WEB}/features/*/admin/**`, `./${WEB}/components/admin/**`],
    message: "A shopper's screen loads no admin code: admin screens live in features/<area>/admin.",
  },
  ...['features', 'shell', 'components', 'lib'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${WEB}/app`,
    message: 'Only the app imports from src/app.',
  })),
  ...['shell', 'components', 'lib'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: `./${WEB}/features`,
    message: 'Shared code imports no feature.',
  })),
  {
    target: `./${WEB}/lib`,
    from: [`./${WEB}/shell`, `./${WEB}/components`],
    message: 'lib is the lowest layer.',
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      '**/migrations/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { basePath: __dirname, zones: webZones }],
      // The browser loads the contracts' plain part; the schemas' types come along as types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/contracts',
              message: 'Import from @shop/contracts/plain.',
              allowTypeImports: true,
            },
            { name: 'zod', message: 'The browser bundle carries no zod.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // What the browser may load of the contracts: data and pure functions, never zod or a schema.
    files: ['packages/contracts/src/plain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'plain/ is for the browser: no zod.' }],
          patterns: [
            {
              group: ['../*'],
              message: 'plain/ imports only plain/ (types excepted).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
      },
    },
  },
);
