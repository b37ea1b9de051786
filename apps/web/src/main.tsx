import '@/lib/zod-config';
import { chooseLanguage } from '@/i18n/language';
import { loadCatalogue } from '@/i18n/resources';

// The page's language strings are fetched alongside the app instead of after it has started: i18n/index.ts asks
// for the same module, already on its way. (Neither import builds a schema: language and resources import only
// the contract's constants.)
void loadCatalogue(chooseLanguage(new URLSearchParams(window.location.search))).catch(() => undefined);

// The app is imported only once zod-config has run: static imports would all be evaluated first (and a
// shared chunk may build schemas before this module's own code), so zod would already have probed for eval.
void import('./bootstrap');
