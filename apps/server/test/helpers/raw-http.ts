import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A bare HTTP/1.1 client over one socket, for what app.inject cannot show: a body sent slowly, in part, or
 * never finished, and whether the server answers before it has read everything and closes the connection.
 */
export class RawClient {
  readonly socket: net.Socket;
  private received = Buffer.alloc(0);
  /** When the server ended or reset the connection (ms since the client connected), or null while open. */
  closedAfterMs: number | null = null;
  readonly closed: Promise<void>;
  private readonly started = Date.now();
  private readonly listeners = new Set<() => void>();

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.listeners.forEach((listener) => listener());
    });
    this.socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      const done = () => {
        this.closedAfterMs ??= Date.now() - this.started;
        this.listeners.forEach((listener) => listener());
        resolve();
      };
      this.socket.once('end', done);
      this.socket.once('close', done);
    });
  }

  /** Writes, and resolves false instead of failing once the server has gone. */
  write(data: Buffer | string): Promise<boolean> {
    if (this.socket.destroyed || !this.socket.writable) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(data, (error) => resolve(!error)));
  }

  /** The first complete response (with a Content-Length body), or null if none came within `timeoutMs`. */
  response(timeoutMs: number): Promise<RawResponse | null> {
    return new Promise((resolve) => {
      const check = () => {
        const parsed = this.parse();
        if (parsed || this.closedAfterMs !== null) finish(parsed);
      };
      const finish = (value: RawResponse | null) => {
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => finish(this.parse()), timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  /** Resolves true once the server closed the connection, false if it is still open after `timeoutMs`. */
  async closedWithin(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const result = await Promise.race([this.closed.then(() => true as const), timeout]);
    clearTimeout(timer);
    return result;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private parse(): RawResponse | null {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = this.received.subarray(end + 4);
    if (body.length < length) return null;
    return { status: Number(statusLine?.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
  }
}

/** The request line and headers of a POST, ready to be followed by its body. */
export function postHead(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
