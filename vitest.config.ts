import { configDefaults, defineConfig } from 'vitest/config';
import { MOCKING } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Server test files each start an application and a database; two cores run two files at once.
    maxWorkers: 2,
    /*
     * Files run one after another in each worker and share its loaded modules (`isolate: false`; each server
     * file still builds its own app on its own database): loading Fastify, Drizzle and PGlite's WebAssembly, or
     * React, Mantine and jsdom, once per worker instead of once per file halves the suite on two cores. Files
     * that replace modules with vi.mock need a fresh module graph: they are the isolated 'web-mocking' project.
     */
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
      { extends: './apps/web/vitest.config.ts', root: 'apps/web', test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...MOCKING], isolate: false } },
      { extends: './apps/web/vitest.config.ts', root: 'apps/web', test: { name: 'web-mocking', include: MOCKING } },
    ],
  },
});
