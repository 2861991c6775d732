import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Feature boundaries (docs/decisions/0005-features-behind-entry-files.md): code outside a feature reaches it only through
 * its entry files — index.ts (types and isomorphic code), server.ts (server-only), client.ts (client
 * components and hooks), types.ts. Shared layers (lib/, components/, i18n/) import no feature at all.
 * Tests, scripts and seed/ use the same entries. A test of one internal module sits beside it, inside its
 * feature, where that feature's own files are open to it. Where a server entry's components do not load under
 * tsx (pages, search), a seed or script import of a service module says so in an eslint-disable comment.
 */
const features = readdirSync('features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const entries = ['./index.ts', './server.ts', './client.ts', './types.ts'];
const boundaryZones = features.flatMap((from) => [
  ...features
    .filter((target) => target !== from)
    .map((target) => ({
      target: `./features/${target}`,
      from: `./features/${from}`,
      except: entries,
      message: `Import features/${from} through its entry files (index, server, client, types), not its internals.`,
    })),
  {
    target: ['./app', './proxy.ts', './instrumentation.ts'],
    from: `./features/${from}`,
    except: entries,
    message: `Import features/${from} through its entry files (index, server, client, types), not its internals.`,
  },
  {
    target: ['./tests', './seed', './scripts'],
    from: `./features/${from}`,
    except: entries,
    message: `Tests, seed and scripts import features/${from} through its entry files (index, server, client, types); a test of one internal module belongs beside it in features/${from}.`,
  },
]);
const layerZones = [
  {
    target: ['./lib', './components', './i18n'],
    from: './features',
    message: 'Shared layers (lib, components, i18n) do not import features.',
  },
  {
    target: ['./lib', './components', './i18n', './features'],
    from: './app',
    message: 'Nothing imports app/: routes compose features, not the other way round.',
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      'lib/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/sw.js',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...layerZones] }],
    },
  },
  {
    // server/ is compiled to ES modules that Node runs as they are: a relative import names its .js file.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((type) => ({
          selector: `${type}[source.value=/^\\.{1,2}\\/(?!.*\\.js$)/]`,
          message: 'The compiled server runs as Node ES modules: end a relative import with .js.',
        })),
      ],
    },
  },
];

export default config;
