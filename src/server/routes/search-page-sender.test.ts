import { describe, expect, it } from 'vitest';
import { pickEncoding } from './search-page-sender';

describe('choosing the encoding of a search page', () => {
  it('prefers brotli, then gzip, else none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('honours q=0 as "not this one"', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br; q=0.5')).toBe('br');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
  });
});
