import { describe, expect, it, vi } from 'vitest';
import { AppLogCapture, type CapturedLine } from './capture.js';

const line = (level: number, msg: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ level, time: Date.parse('2026-01-02T03:04:05Z'), pid: 1, hostname: 'h', msg, ...extra });

function collector() {
  const written: CapturedLine[] = [];
  return { written, writer: async (lines: CapturedLine[]) => void written.push(...lines) };
}

describe('AppLogCapture', () => {
  it('keeps warnings and worse, and info lines that name an event, with their fields', async () => {
    const capture = new AppLogCapture();
    const { written, writer } = collector();
    capture.write(line(30, 'incoming request', { reqId: 'req-1' }));
    capture.write(line(20, 'debug detail'));
    capture.write(line(30, 'cache cleared', { event: 'cache.cleared', areas: ['dashboard'] }));
    capture.write(line(40, 'slow query', { reqId: 'req-2', ms: 900 }));
    capture.write(line(60, 'fatal'));
    capture.start(writer);
    await capture.stop();
    expect(written).toEqual([
      { level: 30, time: new Date('2026-01-02T03:04:05Z'), msg: 'cache cleared', req_id: null, data: { event: 'cache.cleared', areas: ['dashboard'] } },
      { level: 40, time: new Date('2026-01-02T03:04:05Z'), msg: 'slow query', req_id: 'req-2', data: { ms: 900 } },
      { level: 60, time: new Date('2026-01-02T03:04:05Z'), msg: 'fatal', req_id: null, data: null },
    ]);
  });

  it('drops lines beyond its buffer without blocking, and logs how many were lost', async () => {
    const capture = new AppLogCapture({ maxBuffered: 3 });
    const { written, writer } = collector();
    for (let i = 0; i < 10; i++) capture.write(line(50, `error ${i}`));
    capture.start(writer);
    await capture.stop();
    expect(written.map((l) => l.msg)).toEqual([
      'error 0',
      'error 1',
      'error 2',
      'log lines were dropped because the log table could not keep up',
    ]);
    expect(written.at(-1)?.data).toEqual({ dropped: 7 });
  });

  it('survives a failing database: the batch is counted as lost and later lines still arrive', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const capture = new AppLogCapture();
      const written: CapturedLine[] = [];
      let fail = true;
      capture.start(async (lines) => {
        if (fail) throw new Error('database down');
        written.push(...lines);
      });
      capture.write(line(40, 'lost'));
      await capture.flush();
      expect(stderr).toHaveBeenCalledWith(expect.stringContaining('could not store 1 lines: database down'));
      fail = false;
      capture.write(line(40, 'kept'));
      await capture.stop();
      expect(written.map((l) => [l.msg, l.data])).toEqual([
        ['kept', null],
        ['log lines were dropped because the log table could not keep up', { dropped: 1 }],
      ]);
    } finally {
      stderr.mockRestore();
    }
  });

  it('shortens huge messages and data so one line cannot fill the table', async () => {
    const capture = new AppLogCapture();
    const { written, writer } = collector();
    capture.write(line(50, 'm'.repeat(5000), { blob: 'x'.repeat(50_000) }));
    capture.start(writer);
    await capture.stop();
    expect(written[0]?.msg).toHaveLength(2000);
    expect(JSON.stringify(written[0]?.data).length).toBeLessThan(17_000);
  });
});
