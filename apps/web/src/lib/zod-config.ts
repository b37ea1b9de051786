import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it first. The portal's
 * Content-Security-Policy allows no eval, so the probe would be refused and reported as a policy violation
 * on every page. main.tsx runs this before it imports the app: zod reads it when each schema is built.
 */
z.config({ jitless: true });
