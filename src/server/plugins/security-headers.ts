import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/*
 * The security headers of every answer (helmet's, with the site's Content-Security-Policy). They
 * depend on the configuration alone, so helmet runs once at start and each request copies its
 * headers (R44): @fastify/helmet ran helmet's whole setup, directives parsed again, per request.
 */

/**
 * Where gtag.js loads its scripts from. Not www.google.com: it serves JSONP endpoints that would
 * let anyone run script past the policy; the tags only report to it, which connect-src allows.
 */
const ANALYTICS_SCRIPT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
];
/** Where the tags report to (img-src already allows any https: image). */
const ANALYTICS_HOSTS = [
  ...ANALYTICS_SCRIPT_HOSTS,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.google.com',
];

/**
 * What Stripe.js documents for its CSP (R23), allowed only on a site configured for Stripe: its
 * script, the Payment Element's and 3-D Secure's frames, and its API. Not Google Maps: the site
 * uses no address element.
 */
const STRIPE_SCRIPT_HOSTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAME_HOSTS = [...STRIPE_SCRIPT_HOSTS, 'https://hooks.stripe.com'];
const STRIPE_CONNECT_HOSTS = ['https://api.stripe.com'];

export function helmetOptions(config: AppConfig): HelmetOptions {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const stripe = Boolean(config.providers.stripeSecretKey);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // Google's tag hosts (R15): the browser only contacts them once a brand has an
        // analytics or ads id and the visitor has accepted cookies (src/client/lib/analytics.ts).
        scriptSrc: ["'self'", ...ANALYTICS_SCRIPT_HOSTS, ...(stripe ? STRIPE_SCRIPT_HOSTS : [])],
        frameSrc: ["'self'", ...(stripe ? STRIPE_FRAME_HOSTS : [])],
        // Radix primitives set inline styles; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...ANALYTICS_HOSTS, ...(stripe ? STRIPE_CONNECT_HOSTS : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over https; on plain http it would only confuse local use.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets for this configuration, by lower-case name. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
