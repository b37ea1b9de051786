import './mantine-styles';
import '@/lib/zod-config';
import { chooseLanguage } from '@/i18n/language';
import { loadCatalogue, loadStringsPart } from '@/i18n/resources';

// The page's language strings are fetched alongside the app instead of after it has started: i18n/index.ts asks
// for the same module, already on its way; so are the staff screens' on an admin page (the admin layout asks for
// them). (Neither import builds a schema: language and resources import only the contract's constants.)
const language = chooseLanguage(new URLSearchParams(window.location.search));
void loadCatalogue(language).catch(() => undefined);
if (/^\/admin(\/|$)/.test(window.location.pathname)) void loadStringsPart('staff', language).catch(() => undefined);

// The app is imported only once zod-config has run: static imports would all be evaluated first (and a
// shared chunk may build schemas before this module's own code), so zod would already have probed for eval.
void import('./bootstrap');
