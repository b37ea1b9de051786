import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** The API server; in production it serves this app on the same origin. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/healthz', '/readyz'].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
);

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * What every screen runs: React, the router, queries, i18next, zod (the contract's schemas) and forms. One chunk,
 * so the first page fetches it in one request and compresses it as a whole.
 */
const FRAMEWORK = nodeModule(
  'react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|zod|react-hook-form|@hookform|html-parse-stringify|void-elements',
);

/**
 * Mantine's core (theme, styles, Box) and the components of every page's frame and of the simple forms: one chunk.
 * Components only some screens use (menus, pop-overs, drawers and modals, date pickers, comboboxes, …) stay in the
 * chunks the bundler makes for those screens.
 */
const MANTINE_BASE = new RegExp(
  `[\\\\/]node_modules[\\\\/](@mantine[\\\\/](hooks|store|notifications)|react-transition-group|clsx)[\\\\/]|` +
    `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|utils|components[\\\\/](${[
      'Alert', 'Anchor', 'ActionIcon', 'Box', 'Burger', 'Button', 'Center', 'CloseButton', 'Container', 'Divider',
      'Group', 'Input', 'InputBase', 'Loader', 'Notification', 'Paper', 'PasswordInput', 'Portal', 'Stack', 'Text',
      'TextInput', 'Title', 'Transition', 'UnstyledButton', 'VisuallyHidden',
    ].join('|')}))[\\\\/]`,
);

/**
 * What the candidate's screens (the checklist, the forms, the references) share: the compliance API, its schemas and
 * rules, statuses and the referee timeline. Without this group, each is a chunk of its own (the checklist loaded some
 * twenty of 1 KB), because staff screens use some of them. Dates, which most screens use, are a chunk of their own
 * (DATES), and so are Mantine's display components (MANTINE_DISPLAY): a group takes in its modules' imports (at a
 * lower priority than the groups they are in), and the staff screens would otherwise load this chunk for a date or a
 * badge.
 */
const CANDIDATE = new RegExp(
  `[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](${[
    'features/compliance/api\\.ts', 'features/compliance/components/status-badge', 'components/change-requested-icon',
    'features/referees/(api|index)\\.ts', 'features/referees/components/referee-(panel|status|timeline)',
  ].join('|').replaceAll('/', '[\\\\/]')})|` +
    `[\\\\/]packages[\\\\/]contract[\\\\/]dist[\\\\/](${[
      'schemas/referees', 'schemas/compliance\\.', 'rules/requirements', 'rules/checklist',
    ].join('|').replaceAll('/', '[\\\\/]')})`,
);

/** Dates as screens write them (most screens, staff ones too). */
const DATES = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](dates|numbers)\.ts$|[\\/]packages[\\/]contract[\\/]dist[\\/]forms[\\/]dates\.js$/;

/** Mantine's small display components the checklist and the forms use, 1 KB each: one chunk. */
const MANTINE_DISPLAY = new RegExp(
  `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${[
    'Badge', 'Card', 'Collapse', 'List', 'Progress', 'Skeleton', 'ThemeIcon', 'Accordion[\\\\/]AccordionChevron',
  ].join('|')})[\\\\/.]`,
);

/** The contract's news, media and geo schemas: the home page's news and the staff's news, media and area screens. */
const CONTENT_SCHEMAS = /[\\/]packages[\\/]contract[\\/]dist[\\/](country-codes|schemas[\\/](content|geo|media))\.js$/;

/** The home page's news: the public content's API and components, the news card and its image. */
const PUBLIC_CONTENT = new RegExp(
  `[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](${[
    'features/public-content/(api|index)\\.ts', 'features/public-content/components/(home-sections|news-card|content\\.module)',
    'components/media-library/media-image', 'lib/site\\.ts',
  ].join('|').replaceAll('/', '[\\\\/]')})`,
);

/** The modules every page's first paint waits for, besides the entry: the app and the layouts of the public pages. */
const FIRST_PAINT = ['/src/bootstrap.tsx', '/src/app/layouts/root-layout.tsx', '/src/app/layouts/default-layout.tsx'];

/**
 * Names 'app' every module that the entry and FIRST_PAINT import statically, however deep (the router, guards, API
 * client, the contract's schemas and constants they use, the layouts' components): every page loads all of them, so
 * one chunk costs no page anything, where the bundler would otherwise cut them into some thirty small shared chunks,
 * each a request and compressed on its own. The framework and Mantine's base keep their chunks (higher priority).
 */
function firstPaintChunk(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let closure: Set<string> | undefined;
  const source = fileURLToPath(new URL('./src/', import.meta.url));
  const roots = ['/src/main.tsx', ...FIRST_PAINT].map((module) => fileURLToPath(new URL(`.${module}`, import.meta.url)));
  return (id, context) => {
    if (!closure) {
      const found = new Set<string>();
      const visit = (moduleId: string) => {
        if (found.has(moduleId) || !moduleId.startsWith(source)) return;
        found.add(moduleId);
        for (const imported of context.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      roots.forEach(visit);
      closure = found;
    }
    return closure.has(id) ? 'app' : null;
  };
}

/**
 * main.tsx imports the app (bootstrap.tsx) dynamically, after zod is configured, and the router imports the layouts
 * lazily, so Vite lists none of their chunks in index.html: this adds a modulepreload for each chunk and a
 * stylesheet link for their CSS, and the browser fetches them alongside main.js instead of one after another.
 */
function preloadApp(): Plugin {
  return {
    name: 'portal:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        for (const module of FIRST_PAINT) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (chunk) visit(chunk.fileName);
        }
        const absent = (fileName: string) => !html.includes(`/${fileName}"`);
        return [
          ...[...styles].filter(absent).map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
          ...[...files].filter(absent).map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadApp()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: 'mantine', test: MANTINE_BASE, priority: 10 },
            { name: firstPaintChunk(), priority: 5 },
            { name: 'dates', test: DATES, priority: 4 },
            { name: 'content-schemas', test: CONTENT_SCHEMAS, priority: 4 },
            { name: 'mantine-display', test: MANTINE_DISPLAY, priority: 4 },
            { name: 'candidate', test: CANDIDATE, priority: 3 },
            { name: 'public-content', test: PUBLIC_CONTENT, priority: 3 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
