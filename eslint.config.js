// One lint for the monorepo (`npm run lint`); `npm test` runs it and fails on any error.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';

const DATABASE_LAYER =
  'A route parses, authorises, calls a service and presents: the database layer (src/db, repositories, drizzle-orm) is reached through a service.';

export default defineConfig(
  globalIgnores(['**/dist/', '**/node_modules/', 'apps/server/drizzle/', 'test-results/', 'playwright-report/', 'data/', 'bench/results/']),
  // Syntax-only rules: the type-aware presets would parse every project a second time beside tsc, for minutes on two cores.
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // '_'-prefixed names mark parameters and destructured leftovers kept on purpose (signatures, omitting a key).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Past five, arguments are passed by position only by luck: a request's context ({ actor, meta, lang }) or named
    // options say what each is.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'max-params': ['error', { max: 5 }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, portal: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      // The two hook rules of the recommended preset. Its React Compiler rules are left out: they judge code for a
      // compiler this app does not use, and compiling every component was 80% of the lint's time.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'portal/feature-boundaries': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: DATABASE_LAYER }],
          patterns: [
            { group: ['drizzle-orm/*'], message: DATABASE_LAYER },
            { regex: '(^|/)db(/|$)', message: DATABASE_LAYER },
            { regex: 'repository', message: DATABASE_LAYER },
          ],
        },
      ],
    },
  },
);
