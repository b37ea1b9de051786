import fs from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { commonPasswords } from './lib/common-passwords.js';

async function main(): Promise<void> {
  // Values already in the environment win over the file.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Read the common-password list now (a fraction of a second), not in the first request that needs it.
  commonPasswords();
  const { app, seedResult } = await buildApp(config);
  if (seedResult.generatedAdmin) {
    const { email, password } = seedResult.generatedAdmin;
    // Printed once: the password is not stored anywhere in plain text.
    console.log(`\nFirst super-admin created.\n  email:    ${email}\n  password: ${password}\nSet ADMIN_EMAIL and ADMIN_PASSWORD to choose them yourself.\n`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ event: 'app.stopping', signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The event field also puts these lines in the admin log viewer, so restarts show there.
  app.log.info({ event: 'app.started' }, `Compliance Portal is serving ${config.appUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
