import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Where Debian's postgresql-15 package puts the server binaries (here and in CI). */
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  /** Fast shutdown: every backend gets 57P01 admin_shutdown, in-flight transactions roll back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL cluster of its own (initdb + pg_ctl) on a free port, for tests that stop and start the
 * server. initdb and postgres refuse to run as root, so when the tests run as root (CI) they run as the
 * `postgres` OS user in a directory it owns. Missing binaries are an error, never a silent skip.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  for (const bin of ['initdb', 'pg_ctl', 'postgres']) {
    if (!fs.existsSync(path.join(BIN, bin))) throw new Error(`PostgreSQL server binary ${bin} not found in ${BIN} (install postgresql-15 or set PG_BIN_DIR)`);
  }
  const asRoot = process.getuid?.() === 0;
  // Asynchronous, so requests in flight keep running while the server stops and starts.
  const run = async (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(BIN, bin);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, bin), ...args] : args;
    await execFileAsync(command, argv, { cwd: os.tmpdir(), timeout: 60_000 });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
