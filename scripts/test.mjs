#!/usr/bin/env node
// The whole suite, in the order that fails fastest: build with type-checks and lint, unit and API tests, then the browser.
import { spawn, spawnSync } from 'node:child_process';

const npm = (...args) => ['npm', ['run', ...args]];

/**
 * What `npm run build`, `npm run typecheck` and `npm run lint` do, side by side once the contract is built, and
 * checking each program once: the web app is bundled, and the server's JavaScript emitted (`--noCheck`, the same
 * files), without a check of their own, because the type-check jobs check both, tests included. Web and the rest
 * are two jobs of about the same length, so two cores finish together.
 */
const buildAndChecks = [
  { contract: [npm('build', '-w', '@portal/contract')] },
  {
    'web bundle': [npm('bundle', '-w', '@portal/web')],
    server: [npm('build', '-w', '@portal/server', '--', '--noCheck')],
    'web types': [npm('typecheck', '-w', '@portal/web')],
    'server, contract and e2e types': [npm('typecheck', '-w', '@portal/server', '-w', '@portal/contract'), npm('typecheck:e2e')],
    lint: [npm('lint')],
  },
];

const steps = [
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser', 'node', ['scripts/ensure-chromium.mjs']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

const fail = (name, code) => {
  console.error(`\n=== ${name} failed (exit ${code})`);
  process.exit(typeof code === 'number' ? code : 1);
};

function run(command, args, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve(code ?? signal));
  });
}

/** Runs one job's commands in turn with their output held back, so jobs side by side print whole, each when it ends. */
async function job([name, commands]) {
  const started = Date.now();
  const output = [];
  let code = 0;
  for (const [command, args] of commands) {
    code = await run(command, args, output);
    if (code !== 0) break;
  }
  console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.stdout.write(Buffer.concat(output));
  return { name, code };
}

const started = Date.now();
for (const group of buildAndChecks) {
  const failed = (await Promise.all(Object.entries(group).map(job))).filter((result) => result.code !== 0);
  if (failed.length > 0) fail(failed.map((result) => result.name).join(', '), failed[0].code);
}
console.log(`\n=== build, type-check and lint: ${((Date.now() - started) / 1000).toFixed(1)} s`);

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail(name, result.status ?? result.signal);
}
console.log('\n=== every test passed');
