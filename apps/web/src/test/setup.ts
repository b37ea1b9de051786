import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n, { i18nReady, loadStrings } from '@/i18n';
import { queryClient } from '@/lib/query-client';

// findBy/waitFor give a screen 5 s, not 1: on a loaded two-core machine (CI, or the whole suite running beside
// other work) a save followed by a navigation was measured taking 4.8 s, and a test must not fail on speed.
configure({ asyncUtilTimeout: 5000 });

// Files share one module graph and one window (vitest.config.ts), so each test starts from what a fresh file
// would: no notifications still queued (Mantine shows a few at once), no stubbed globals (a test's fake fetch),
// no cached queries, empty storage, the address '/', English.
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await i18nReady; // English's catalogue is its own chunk, loaded once
  await loadStrings('staff'); // tests render staff screens without their layout's loader
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// jsdom has no matchMedia; Mantine reads it for the colour scheme and media queries.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// jsdom has no layout: Mantine's scroll areas, lists and dropdowns measure and scroll, Tiptap asks what is under a point.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
document.elementFromPoint ??= () => null;

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
  });
}
