import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** The API server; in production it serves this app on the same origin. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/healthz', '/readyz'].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
);

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** 'zod' as the app and the contract import it: configured first (src/lib/zod-jitless.ts). */
const ZOD = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/**
 * What every screen runs: React, the router, queries, i18next and zod (the contract's schemas). One chunk, so the
 * first page fetches it in one request and compresses it as a whole.
 */
const FRAMEWORK_PACKAGES = nodeModule(
  'react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|zod|html-parse-stringify|void-elements',
);
const FRAMEWORK = (id: string) => id === ZOD || FRAMEWORK_PACKAGES.test(id);

/**
 * Forms (react-hook-form and its zod resolver, 14 KB): a chunk of their own, loaded with the screens that have a form
 * (sign-in, the candidate's forms, the staff's editors), not with those that only show things (the checklist, home).
 */
const FORMS = nodeModule('react-hook-form|@hookform');

/**
 * Mantine's core (theme, styles, Box), the notifications' store and the components of every page's frame and of the
 * simple forms: one chunk. Components only some screens use (menus, pop-overs, drawers and modals, date pickers,
 * comboboxes, …) and the notifications' region (app/notification-toasts.tsx) stay in the chunks the bundler makes for
 * those screens.
 */
const MANTINE_BASE = new RegExp(
  `[\\\\/]node_modules[\\\\/](@mantine[\\\\/](hooks|store)[\\\\/]|@mantine[\\\\/]notifications[\\\\/]esm[\\\\/]notifications\\.store\\.|clsx[\\\\/])|` +
    `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|utils|components[\\\\/](${[
      'Alert', 'Anchor', 'ActionIcon', 'Box', 'Burger', 'Button', 'Center', 'CloseButton', 'Container', 'Divider',
      'Group', 'Input', 'InputBase', 'Loader', 'Notification', 'Paper', 'PasswordInput', 'Portal', 'Stack', 'Text',
      'TextInput', 'Title', 'Transition', 'UnstyledButton', 'VisuallyHidden',
    ].join('|')}))[\\\\/]`,
);

/**
 * What the candidate's screens (the checklist, the forms, the references) share: the compliance API, its schemas and
 * rules, the checklist, statuses and the referee timeline. Without this group, each is a chunk of its own (the
 * checklist loaded some twenty of 1 KB), because staff screens use some of them. Dates, which most screens use, are in
 * the app chunk (DATES), and Mantine's display components a chunk of their own (MANTINE_DISPLAY): a group takes in its
 * modules' imports (at a lower priority than the groups they are in), and the staff screens would otherwise load this
 * chunk for a date or a badge.
 */
const CANDIDATE = new RegExp(
  `[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](${[
    'features/compliance/(api|index)\\.ts', 'features/compliance/components/(status-badge|compliance-checklist)',
    'features/compliance/checklist-groups', 'components/(change-requested-icon|submission-status-badge)',
    'features/referees/(api|index)\\.ts', 'features/referees/components/referee-(panel|status|timeline)',
  ].join('|').replaceAll('/', '[\\\\/]')})|` +
    `[\\\\/]packages[\\\\/]contract[\\\\/]dist[\\\\/](${[
      'schemas/referees', 'schemas/compliance\\.', 'rules/requirements', 'rules/checklist',
    ].join('|').replaceAll('/', '[\\\\/]')})`,
);

/**
 * Dates as screens write them: most screens, staff ones too, and the home page's news. In the 'app' chunk (1 KB), a
 * request less for nearly every page.
 */
const DATES = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](dates|numbers)\.ts$|[\\/]packages[\\/]contract[\\/]dist[\\/]forms[\\/]dates\.js$/;

/** Mantine's small display components the checklist and the forms use, 1 KB each: one chunk. */
const MANTINE_DISPLAY = new RegExp(
  `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${[
    'Badge', 'Card', 'Collapse', 'List', 'Progress', 'Skeleton', 'ThemeIcon', 'Accordion[\\\\/]AccordionChevron',
  ].join('|')})[\\\\/.]`,
);

/**
 * Mantine's form fields and what they are built of (pop-overs and their positioning, scroll areas, modals with their
 * focus trap and scroll lock, number formatting): the candidate's forms use most of them at once, and the staff
 * screens' filters and dialogs several, where the bundler made some twenty chunks of 1 to 14 KB.
 */
const MANTINE_FIELDS = new RegExp(
  `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${[
    'Autocomplete', 'Blockquote', 'Checkbox', 'Combobox', 'Fieldset', 'FileButton', 'FileInput', 'FocusTrap', 'Image',
    'Modal', 'ModalBase', 'MultiSelect', 'NumberInput', 'Overlay', 'Pill', 'PillsInput', 'Popover', 'Radio', 'ScrollArea',
    'Select', 'Switch', 'TagsInput', 'Textarea',
  ].join('|')})[\\\\/]|` +
    `[\\\\/]node_modules[\\\\/](${[
      '@floating-ui', 'react-remove-scroll', 'react-remove-scroll-bar', 'react-style-singleton', 'use-callback-ref',
      'use-sidecar', 'get-nonce', 'detect-node-es', 'aria-hidden', 'tslib', 'react-number-format',
    ].join('|')})[\\\\/]`,
);

/**
 * What a form is drawn with, besides the fields: the renderer, the form definitions and the reference lists and
 * checks they use (and, taken in with them, the patterns they validate with). The candidate's forms, the referee's and the officers' reading of answers use them
 * together.
 */
const FORM_RENDERER = new RegExp(
  `[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](${[
    'components/form-renderer/', 'lib/(object-url|country-filter)\\.ts', 'features/compliance/components/form-already-submitted-notification',
  ].join('|').replaceAll('/', '[\\\\/]')})|[\\\\/]packages[\\\\/]contract[\\\\/]dist[\\\\/](${[
    'forms/(builders|fields|history|registry|validate|visibility)\\.js', 'forms/definitions/', 'reference-lists\\.js',
    'country-search\\.js', 'rules/checks\\.js',
  ].join('|').replaceAll('/', '[\\\\/]')})`,
);

/**
 * The home page's news: the public content's API and components, the news card and its image, and the contract's news,
 * media and geo schemas, which the staff's news, media and area screens use too.
 */
const PUBLIC_CONTENT = new RegExp(
  `[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](${[
    'features/content/(api|index)\\.ts', 'features/content/components/(home-sections|news-card|content\\.module)',
    'components/media-library/media-image', 'lib/site\\.ts',
  ].join('|').replaceAll('/', '[\\\\/]')})|[\\\\/]packages[\\\\/]contract[\\\\/]dist[\\\\/](country-codes|schemas[\\\\/](content|geo|media))\\.js$`,
);

/** The module every page's first paint waits for, besides the entry: the app, with the router and the public layouts. */
const FIRST_PAINT = '/src/bootstrap.tsx';

/**
 * Names 'start' what the entry (main.tsx) imports statically, however deep: choosing the language, asking for its
 * strings and for a signed-in landing screen's data, and Mantine's global styles. The entry's own chunk then depends on
 * this one alone, so it runs, and those requests leave, with the first scripts instead of after the framework's 130 KB;
 * the build fails if one of these modules reaches a library's code.
 */
function startChunk(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let closure: Set<string> | undefined;
  const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
  const ownCode = [fileURLToPath(new URL('./src/', import.meta.url)), fileURLToPath(new URL('../../packages/contract/', import.meta.url))];
  return (id, context) => {
    if (!closure) {
      const found = new Set<string>();
      const visit = (moduleId: string) => {
        if (found.has(moduleId)) return;
        // Stylesheets, our own modules and Vite's (the preload helper) only.
        const allowed = moduleId.endsWith('.css') || moduleId.startsWith('\0') || ownCode.some((folder) => moduleId.startsWith(folder));
        if (!allowed) {
          throw new Error(`main.tsx must run before the framework arrives, but its imports reach ${moduleId}`);
        }
        found.add(moduleId);
        for (const imported of context.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      for (const imported of context.getModuleInfo(entry)?.importedIds ?? []) visit(imported);
      closure = found;
    }
    return closure.has(id) ? 'start' : null;
  };
}

/**
 * Names 'app' every module that FIRST_PAINT imports statically, however deep (the router, guards, API client, the
 * contract's schemas and constants they use, the layouts' components), and the DATES modules: every page loads all of
 * them, so one chunk costs no page anything, where the bundler would otherwise cut them into some thirty small shared
 * chunks, each a request and compressed on its own. The framework and Mantine's base keep their chunks (higher
 * priority).
 */
function firstPaintChunk(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let closure: Set<string> | undefined;
  const source = fileURLToPath(new URL('./src/', import.meta.url));
  const root = fileURLToPath(new URL(`.${FIRST_PAINT}`, import.meta.url));
  return (id, context) => {
    if (!closure) {
      const found = new Set<string>();
      const visit = (moduleId: string) => {
        if (found.has(moduleId)) return;
        if (moduleId.startsWith(MANTINE_STYLES)) found.add(moduleId);
        if (!moduleId.startsWith(source)) return;
        found.add(moduleId);
        for (const imported of context.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      visit(root);
      closure = found;
    }
    return closure.has(id) || DATES.test(id) ? 'app' : null;
  };
}

/**
 * The app (bootstrap.tsx) waits for the first language's strings before it renders (a top-level await), so a chunk of
 * strings that imports the app's chunk, even through another chunk, waits for the app that waits for it, and nothing
 * ever renders: a group that takes in a module the strings import (the contract's form messages) does that. The build
 * fails instead.
 */
function stringsStandAlone(): Plugin {
  return {
    name: 'portal:strings-stand-alone',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const holding = (pattern: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
      const app = holding(/[\\/]src[\\/]bootstrap\.tsx$/)[0]?.fileName;
      for (const strings of holding(/[\\/]src[\\/]i18n[\\/](catalogue|staff)-[a-z]+\.ts$/)) {
        const reached = new Set<string>();
        const visit = (fileName: string) => {
          if (reached.has(fileName)) return;
          reached.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        strings.imports.forEach(visit);
        if (app && reached.has(app)) this.error(`${strings.fileName} imports the app's chunk (${app}): the app would wait for it forever`);
      }
    },
  };
}

/**
 * main.tsx imports the app (bootstrap.tsx) dynamically, so Vite lists none of its chunks in index.html: this adds a
 * modulepreload for each chunk and a stylesheet link for their CSS, and the browser fetches them alongside main.js
 * instead of one after another.
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
        const app = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(FIRST_PAINT));
        if (app) visit(app.fileName);
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

/**
 * Mantine's stylesheets per component instead of the whole of `@mantine/core/styles.css` (30 KB, render-blocking,
 * 26 of them unused on /login). `src/mantine-styles.ts`, the entry's first import, holds the global styles and the
 * components other components are built on (Mantine's list of dependencies), plus Alert, Text, Anchor and
 * Notification, in Mantine's order; this plugin adds, at the top of every module of the app that imports components from
 * `@mantine/core` (or `@mantine/dates`, `tiptap`, `charts`, which use core components), an import of each of those
 * components' stylesheets, in the order of Mantine's `styles.css`. Vite puts CSS imported by a lazily loaded module
 * in that chunk's stylesheet, so a screen's first paint waits only for the styles of what it shows. Each component's
 * stylesheet names only its own classes: beyond the dependencies loaded first, their relative order does not matter.
 */
const MANTINE_STYLES = fileURLToPath(new URL('../../node_modules/@mantine/core/styles/', import.meta.url));
/** In the order of `@mantine/core/styles.css` (the dependencies first, then the components). */
const MANTINE_ORDER = (() => {
  const all = fs.readFileSync(path.join(MANTINE_STYLES, '../styles.css'), 'utf8');
  return fs
    .readdirSync(MANTINE_STYLES)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({ name: file.slice(0, -'.css'.length), at: all.indexOf(fs.readFileSync(path.join(MANTINE_STYLES, file), 'utf8').trim().slice(0, 200)) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
})();
/** Loaded by src/mantine-styles.ts on every page: never added to a module. */
const MANTINE_FIRST = [
  ...fs.readFileSync(fileURLToPath(new URL('./src/mantine-styles.ts', import.meta.url)), 'utf8').matchAll(/'@mantine\/core\/styles\/([A-Z]\w*)\.css'/g),
].map(([, name]) => name!);
/** Components whose styles are other components' (beyond the first ones), or more than their own. */
const MANTINE_USES: Record<string, string[]> = {
  Select: ['Combobox'], Autocomplete: ['Combobox'], MultiSelect: ['Combobox', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput'], PillsInput: ['Pill', 'PillsInput'], Checkbox: ['CheckboxIndicator', 'Checkbox'],
  CheckboxCard: ['CheckboxIndicator', 'CheckboxCard'], Radio: ['RadioIndicator', 'Radio'], RadioCard: ['RadioIndicator', 'RadioCard'],
  RangeSlider: ['Slider'], Highlight: ['Mark'], ColorInput: ['ColorSwatch', 'ColorPicker', 'ColorInput'],
  ColorPicker: ['ColorSwatch', 'ColorPicker'],
  // An icon drawn without classes of its own (Accordion's styles are for the accordion itself).
  AccordionChevron: [],
  // What the other Mantine packages' components are built of (their own styles.css is imported where they are used).
  '@mantine/dates': ['SimpleGrid', 'Modal'],
  '@mantine/tiptap': ['Button', 'ColorSwatch', 'ColorPicker', 'SimpleGrid', 'Tooltip', 'Typography'],
  '@mantine/charts': ['ColorSwatch', 'Tooltip'],
};
/**
 * The chunk of a Mantine component's stylesheet: the display components' (MANTINE_DISPLAY, with the checklist's
 * Accordion, which a candidate's home shows with them), the form fields' (MANTINE_FIELDS: the forms and the staff
 * screens' filters use several at once, one file, not seventeen), or one of its own.
 */
function mantineStylesChunk(id: string): string | null {
  if (!id.startsWith(MANTINE_STYLES)) return null;
  const name = path.basename(id, '.css');
  if (['Accordion', 'Badge', 'Card', 'List', 'Progress', 'Skeleton', 'ThemeIcon'].includes(name)) return 'mantine-display';
  const fields = [
    'Blockquote', 'Combobox', 'Pill', 'PillsInput', 'Checkbox', 'CheckboxIndicator', 'Fieldset', 'Image', 'Modal', 'ModalBase',
    'Overlay', 'Popover', 'Radio', 'RadioIndicator', 'NumberInput', 'ScrollArea', 'Switch',
  ];
  return fields.includes(name) ? 'mantine-fields' : `mantine-${name}`;
}

function mantineStyles(): Plugin {
  const source = fileURLToPath(new URL('./src/', import.meta.url));
  const known = new Set(MANTINE_ORDER);
  const first = new Set(MANTINE_FIRST);
  /** The stylesheet of `Name`, or of the longest component name it starts with (AppShellMain: AppShell). */
  const stylesOf = (name: string): string[] => {
    const uses = MANTINE_USES[name];
    if (uses) return uses;
    if (known.has(name)) return [name];
    const prefix = MANTINE_ORDER.filter((component) => name.startsWith(component)).sort((a, b) => b.length - a.length)[0];
    return prefix ? stylesOf(prefix) : [];
  };
  return {
    name: 'portal:mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(source) || !/\.tsx?$/.test(id) || !code.includes('@mantine/')) return null;
      const wanted = new Set<string>();
      for (const [, type, names = '', from = ''] of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(@mantine\/(?:core|dates|tiptap|charts))'/g)) {
        if (type) continue;
        if (from !== '@mantine/core') (MANTINE_USES[from] ?? []).forEach((name) => wanted.add(name));
        else
          for (const specifier of names.split(',')) {
            const name = specifier.trim().split(/\s+as\s+/)[0] ?? '';
            if (/^[A-Z]/.test(name)) stylesOf(name).forEach((style) => wanted.add(style));
          }
      }
      const styles = MANTINE_ORDER.filter((name) => wanted.has(name) && !first.has(name));
      if (styles.length === 0) return null;
      return { code: styles.map((name) => `import '@mantine/core/styles/${name}.css';`).join('') + code, map: null };
    },
  };
}

export default defineConfig({
  plugins: [mantineStyles(), react(), preloadApp(), stringsStandAlone()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, configured before any schema is built (src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: ZOD },
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: 'forms', test: FORMS, priority: 20 },
            { name: 'mantine', test: MANTINE_BASE, priority: 10 },
            { name: startChunk(), priority: 7 },
            { name: firstPaintChunk(), priority: 6 },
            // The other Mantine stylesheets (mantineStylesChunk; Vite drops the chunks' empty scripts), loaded with
            // the screens that use them; above the groups below, which would otherwise take them in with their
            // modules' imports (/login would load the candidate's chunk for Alert's styles).
            { name: mantineStylesChunk, priority: 5 },
            { name: 'mantine-display', test: MANTINE_DISPLAY, priority: 4 },
            { name: 'fields', test: MANTINE_FIELDS, priority: 4 },
            { name: 'candidate', test: CANDIDATE, priority: 3 },
            { name: 'content', test: PUBLIC_CONTENT, priority: 3 },
            { name: 'form-renderer', test: FORM_RENDERER, priority: 2 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
