import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer. Scripts only from the portal itself (the built app has no
 * inline script; neither has the API documentation page). Styles may be inline: Mantine writes <style>
 * elements and style attributes. Images, the PDF viewer and downloads of evidence use blob: object URLs
 * (the file is fetched with the bearer token first), and small assets may be inlined as data: URLs.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ['blob:'],
  'frame-src': ['blob:'],
  'worker-src': ["'self'", 'blob:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer (helmet): the policy above, X-Frame-Options DENY, Referrer-Policy
 * no-referrer (a reset or referee link never leaks to another site), nosniff, HSTS (browsers honour it over
 * HTTPS only), cross-origin isolation of resources. Helmet sets them when the request arrives, so a route
 * that sets its own header (a download's `Content-Security-Policy: sandbox`) replaces the default.
 * No upgrade-insecure-requests: a portal served over plain HTTP (development, behind a TLS proxy on a
 * private network) would otherwise break its own requests.
 */
export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
});
