#!/usr/bin/env node
// Finds Debian's Chromium for the end-to-end tests, installing it when running as root.
// Never downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.getuid?.() !== 0 || process.env.CHROMIUM_PATH) {
  console.error(`Chromium not found at ${path}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`);
  process.exit(1);
}
console.log('Chromium not found: installing Debian packages chromium and fonts-noto-core ...');
const apt = (...args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
apt('update', '-qq');
apt('install', '-y', '-qq', 'chromium', 'fonts-noto-core');
if (!existsSync(path)) {
  console.error(`Chromium still not found at ${path} after installing.`);
  process.exit(1);
}
