/**
 * The UK rules behind every form (issue 9, uk-rules.md): the compliance profile, which forms it needs and
 * why, how the checklist groups them, each form's deadline and its retention clock.
 */
export * from './catalogues.js';
export * from './profile.js';
export * from './policy.js';
export * from './requirements.js';
export * from './checklist.js';
export * from './checks.js';
export * from './check-kinds.js';
export * from './deadlines.js';
export * from './retention.js';
export * from './lawful-basis.js';
export * from './history.js';
