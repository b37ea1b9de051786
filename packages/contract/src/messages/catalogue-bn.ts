import { publicMessagesBn } from './catalogue-public-bn.js';
import { staffMessagesBn } from './catalogue-staff-bn.js';

/**
 * Bengali's whole catalogue (see index.ts), in a module of its own so a client can load one language alone; in two
 * modules for the web app, which loads the staff screens' groups only with its admin layout.
 */
export const messagesBn = { ...publicMessagesBn, ...staffMessagesBn };
