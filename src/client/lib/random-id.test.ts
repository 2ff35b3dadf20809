import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

afterEach(() => vi.unstubAllGlobals());

describe('randomId', () => {
  it('makes version 4 UUIDs without crypto.randomUUID, which plain-HTTP pages lack', () => {
    // What a browser gives a page served over http:// from a network address: no randomUUID.
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = Array.from({ length: 1000 }, randomId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(1000);
  });
});
