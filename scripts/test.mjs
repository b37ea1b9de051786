#!/usr/bin/env node
// The whole suite, in the order that fails fastest: build, unit and API tests, then the browser.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'npm', ['run', 'build']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser', 'node', ['scripts/ensure-chromium.mjs']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n=== every test passed');
