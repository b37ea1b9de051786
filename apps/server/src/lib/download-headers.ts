import type { FastifyReply } from 'fastify';

/**
 * Headers for a file a person sent us (evidence, a drawn signature), served from the app's own origin: always a
 * download, never sniffed into another type, and, should a browser render it anyway, sandboxed (no scripts, no
 * same-origin access). Set on the route so they win over any site-wide defaults. The web app fetches these files
 * with its token and shows them from object URLs, which none of this affects.
 */
export function asUserFileDownload(reply: FastifyReply, disposition: string): FastifyReply {
  return reply
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, no-store');
}
