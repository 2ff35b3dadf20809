import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../testing/app';
import { securityHeaders } from './security-headers';

/* The security headers are worked out once from the configuration and copied onto every answer. */

describe('security headers', () => {
  it('sends the site policy on a JSON answer and a 404 alike', async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/healthz', '/api/no-such-thing']) {
        const res = await t.app.inject({ url });
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['x-request-id']).toEqual(expect.any(String));
      }
    } finally {
      await t.close();
    }
  });

  it('asks for https only behind an https PUBLIC_URL, and allows Stripe only when Stripe is set', () => {
    const plain = securityHeaders(testConfig());
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(plain['content-security-policy']).not.toContain('js.stripe.com');

    const https = securityHeaders(testConfig({ publicUrl: 'https://fly.example' }));
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');

    const base = testConfig();
    const stripe = securityHeaders({ ...base, providers: { ...base.providers, stripeSecretKey: 'sk_test_x' } });
    expect(stripe['content-security-policy']).toContain('https://js.stripe.com');
  });
});
