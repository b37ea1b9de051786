/**
 * 'zod' for the web app (vite.config.ts aliases the package to this module): zod as it is, configured before any
 * module that imports it runs. zod compiles object parsers with `new Function` unless told not to, and probes for it
 * when a schema is built; the portal's Content-Security-Policy allows no eval, so the probe would be refused and
 * reported as a policy violation on every page. A module's imports are evaluated before its own code, so no schema,
 * in the app or the contract, can be built before this has run, whatever order the chunks arrive in.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
