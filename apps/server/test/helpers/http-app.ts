import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A running server at `base` behind the one FastifyInstance method the test helpers use, `inject`, sent over
 * real HTTP with fetch: the same helpers (register, sign in with a second factor, upload) then drive separate
 * processes. Only what those helpers read is answered (status, headers, body, json()).
 */
export function httpApp(base: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const headers = new Headers(options.headers as Record<string, string> | undefined);
    let body: BodyInit | undefined;
    const payload = options.payload;
    if (typeof payload === 'string' || payload instanceof Buffer) body = payload as BodyInit;
    else if (payload !== undefined) {
      body = JSON.stringify(payload);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const res = await fetch(`${base}${options.url as string}`, { method: options.method ?? 'GET', headers, body });
    const raw = Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: raw.toString('utf8'),
      rawPayload: raw,
      json: () => JSON.parse(raw.toString('utf8')) as unknown,
    };
  };
  return { inject } as unknown as FastifyInstance;
}
