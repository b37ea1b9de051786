export * from './users.js';
export * from './roles.js';
export * from './site.js';
export * from './geo.js';
export * from './account.js';
export * from './logs.js';
export * from './compliance.js';
export * from './referees.js';
