import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that replace modules with vi.mock: a replacement only takes effect in a fresh module graph, so the
 * root config runs these isolated (each file in its own) as the 'web-mocking' project; every other file is in
 * 'web', whose files share one graph per worker, which saves loading React, Mantine and jsdom again for each
 * file (about two minutes of a two-core run).
 */
export const MOCKING = [
  'src/components/rich-text-editor/rich-text-editor.test.tsx',
  'src/components/file-drop/file-drop.test.tsx',
  'src/features/compliance/use-draft-autosave.test.ts',
  'src/components/geo-area-select/geo-area-select.test.tsx',
  'src/features/news/components/news-editor.test.tsx',
  'src/features/news/components/news-media-tab.test.tsx',
  'src/app/screens/home.test.tsx',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Rendering whole forms in jsdom takes seconds on a busy two-core machine.
      testTimeout: 20_000,
    },
  }),
);
