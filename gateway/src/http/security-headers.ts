// Security headers on every response, HTML and API alike. The Content-Security-Policy admits the app's own
// origin and what Stripe's card form needs (its script, its frames, its API), as Stripe documents for Elements;
// inline styles stay allowed because antd writes its CSS-in-JS into <style> tags. HSTS goes only on requests that
// came over HTTPS (behind the TLS-terminating ingress, with TRUST_PROXY set): locally the gateway speaks plain HTTP.
// The web image's nginx sends the same headers for the pages it serves (Dockerfile, checked by a deploy test).
import type { RequestHandler } from 'express';

const STRIPE_SCRIPTS = 'https://js.stripe.com https://*.js.stripe.com';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${STRIPE_SCRIPTS}`,
  `frame-src ${STRIPE_SCRIPTS} https://hooks.stripe.com`,
  "connect-src 'self' https://api.stripe.com",
  "img-src 'self' data: blob: https://*.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.secure) res.setHeader('strict-transport-security', HSTS);
    next();
  };
}


