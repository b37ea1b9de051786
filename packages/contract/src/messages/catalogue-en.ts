import { publicMessagesEn } from './catalogue-public-en.js';
import { staffMessagesEn } from './catalogue-staff-en.js';

/**
 * English's whole catalogue (see index.ts), in a module of its own so a client can load one language alone; in two
 * modules for the web app, which loads the staff screens' groups only with its admin layout.
 */
export const messagesEn = { ...publicMessagesEn, ...staffMessagesEn };
