/**
 * The design sandbox's document policy (/sandbox.html: sent as a header by the server and by Vite's dev server,
 * repeated in a meta tag): an opaque origin even when opened on its own, inline scripts and styles only, no
 * connection of any kind, framed by the app alone.
 */
export const SANDBOX_CONTENT_SECURITY_POLICY = [
  'sandbox allow-scripts',
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');
