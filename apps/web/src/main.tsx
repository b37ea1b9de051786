import './mantine-styles';
import { prefetchLandingScreen } from '@/app/routes/landing-screens';
import { chooseLanguage } from '@/i18n/language';
import { loadCatalogue, loadStringsPart } from '@/i18n/resources';
import { sendEarlyRequests } from '@/lib/early-requests';

// What the first screen needs is asked for at once, alongside the app's code instead of after it has started: the
// language's strings (i18n/index.ts asks for the same module, already on its way), the staff screens' on an admin page
// (the admin layout asks for them), a signed-in landing screen's data (lib/early-requests.ts) and the code of the
// screen in the address (app/routes/landing-screens.ts). None of these modules imports the framework (the 'start'
// chunk, vite.config.ts), so they run before its chunk has arrived.
const { pathname } = window.location;
const language = chooseLanguage(new URLSearchParams(window.location.search));
void loadCatalogue(language).catch(() => undefined);
if (/^\/admin(\/|$)/.test(pathname)) void loadStringsPart('staff', language).catch(() => undefined);
sendEarlyRequests(pathname, language);
prefetchLandingScreen(pathname);

void import('./bootstrap');
