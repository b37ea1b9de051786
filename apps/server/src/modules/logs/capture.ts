import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions, type StreamEntry } from 'pino';
import { LOG_LEVELS } from '@portal/contract';

export interface CapturedLine {
  level: number;
  time: Date;
  msg: string;
  req_id: string | null;
  data: Record<string, unknown> | null;
}

export type CapturedLineWriter = (lines: CapturedLine[]) => Promise<void>;

const MSG_MAX = 2000;
const DATA_MAX = 16_000;
/** pino's own fields, kept in columns or not worth keeping. */
const OWN_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId']);

function capturedLine(record: Record<string, unknown>): CapturedLine {
  const data = Object.fromEntries(Object.entries(record).filter(([key]) => !OWN_FIELDS.has(key)));
  const json = JSON.stringify(data);
  return {
    level: Number(record.level),
    time: typeof record.time === 'number' ? new Date(record.time) : new Date(),
    msg: String(record.msg ?? '').slice(0, MSG_MAX),
    req_id: typeof record.reqId === 'string' ? record.reqId : null,
    data: json === '{}' ? null : json.length > DATA_MAX ? { truncated: json.slice(0, DATA_MAX) } : data,
  };
}

export interface CaptureOptions {
  /** Lines held while waiting for the database; more than this are dropped and counted. */
  maxBuffered?: number;
  /** Rows per insert. */
  batchSize?: number;
  flushIntervalMs?: number;
}

/**
 * A pino destination that keeps warnings and worse, plus info lines that name an `event`, for
 * the admin log viewer. Writing is decoupled from logging: lines wait in a bounded buffer and
 * go to the database in batches, so a slow or failing database never holds up or fails a request.
 * When the buffer is full, lines are dropped and the loss itself is logged once there is room.
 */
export class AppLogCapture {
  private buffer: CapturedLine[] = [];
  private dropped = 0;
  private writer: CapturedLineWriter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private readonly maxBuffered: number;
  private readonly batchSize: number;
  private readonly flushIntervalMs: number;

  constructor(options: CaptureOptions = {}) {
    this.maxBuffered = options.maxBuffered ?? 2000;
    this.batchSize = options.batchSize ?? 200;
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
  }

  /** Called by pino with one serialised JSON line. */
  write(line: string): void {
    const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
    // Most info lines are request logs without an event: they are skipped before any parsing.
    if (level < LOG_LEVELS.info || (level === LOG_LEVELS.info && !line.includes('"event":'))) return;
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped += 1;
      return;
    }
    try {
      this.buffer.push(capturedLine(JSON.parse(line) as Record<string, unknown>));
    } catch {
      this.dropped += 1;
    }
    if (this.writer && this.buffer.length >= this.batchSize) void this.flush();
  }

  /** Starts delivering lines (those logged before the database was open included). */
  start(writer: CapturedLineWriter): void {
    this.writer = writer;
    this.timer = setInterval(() => void this.flush(), this.flushIntervalMs);
    this.timer.unref();
  }

  /** Writes what is buffered; one write at a time, later lines wait for the next round. */
  flush(): Promise<void> {
    if (this.inFlight || !this.writer) return this.inFlight ?? Promise.resolve();
    this.noteDropped();
    if (this.buffer.length === 0) return Promise.resolve();
    const writer = this.writer;
    this.inFlight = (async () => {
      try {
        while (this.buffer.length > 0) {
          const batch = this.buffer.splice(0, this.batchSize);
          try {
            await writer(batch);
          } catch (error) {
            this.dropped += batch.length;
            // Not through the logger: a failure to store log lines must not produce more of them.
            process.stderr.write(`app log capture: could not store ${batch.length} lines: ${rootMessage(error)}\n`);
            return;
          }
          this.noteDropped();
        }
      } finally {
        this.inFlight = undefined;
      }
    })();
    return this.inFlight;
  }

  /** Queues one line saying how many were lost, once there is room for it. */
  private noteDropped(): void {
    if (this.dropped === 0 || this.buffer.length >= this.maxBuffered) return;
    this.buffer.push({
      level: LOG_LEVELS.warn,
      time: new Date(),
      msg: 'log lines were dropped because the log table could not keep up',
      req_id: null,
      data: { dropped: this.dropped },
    });
    this.dropped = 0;
  }

  /** Stops the timer and writes what is left; call before the database closes. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.inFlight;
    await this.flush();
    this.writer = undefined;
  }
}

/** The driver's own message, without the failed statement and its parameters (the log lines themselves). */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

type Level = NonNullable<LoggerOptions['level']>;
const ORDER = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * The application's pino logger: JSON lines on stdout (or `output`) at the configured level, and the
 * capture at info (it keeps only what it wants) whatever stdout's level, even 'silent'.
 */
export function createAppLogger(options: LoggerOptions & { level: Level }, capture: AppLogCapture, output?: { write(line: string): void }): FastifyBaseLogger {
  const streams: StreamEntry[] = [{ level: 'info', stream: capture }];
  if (options.level !== 'silent') streams.push({ level: options.level as pino.Level, stream: output ?? pino.destination(1) });
  const lowest = ORDER.indexOf(options.level) < ORDER.indexOf('info') ? options.level : 'info';
  return pino({ ...options, level: lowest }, pino.multistream(streams));
}
