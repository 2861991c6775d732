import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  '@': root,
  // server-only throws outside React Server Components; tests run domain code directly.
  'server-only': path.join(root, 'tests/setup/empty.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    globals: false,
    setupFiles: ['tests/setup/next-shims.ts'],
    // Builds the migrated and the demo database once; each file loads a copy (tests/helpers/db.ts).
    globalSetup: ['tests/setup/db-snapshots.ts'],
    restoreMocks: true,
    // next-intl imports 'next/navigation' without an extension, which Node's ESM loader refuses; inlined,
    // Vite resolves it. Feature entry files (server.ts) re-export components, so services pull it in.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on our 2-core machines, where the files'
    // set-up (a PGlite per file, its migrations and demo seed) then ran one after another (19 of CI's
    // 48 minutes, issue 19). Each file has its own in-memory database, DATA_DIR and ports, so all cores.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // As Playwright's retries in CI: a component test that waits on React's scheduler can lose a race
    // on a loaded 2-core runner (issue 19's last CI); a second failure still fails the run.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    projects: [
      // Runs only where a PostgreSQL server is given (.ci/run starts one): the same code on a real server.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', environment: 'node' as const, include: ['tests/postgres/**/*.test.ts'] },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'features/**/*.test.ts',
            'lib/**/*.test.ts',
            'server/**/*.test.ts',
            'i18n/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', 'features/**/*.test.tsx', 'components/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
