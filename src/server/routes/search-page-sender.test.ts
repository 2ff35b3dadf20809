import { describe, expect, it } from 'vitest';
import { pickEncoding } from './search-page-sender';

describe('choosing the encoding of a search page', () => {
  it.each([
    ['brotli first', 'gzip, deflate, br, zstd', 'br'],
    ['then gzip', 'gzip, deflate', 'gzip'],
    ['gzip for anything', '*', 'gzip'],
    ['else none', 'deflate', 'identity'],
    ['none without the header', undefined, 'identity'],
    ['q=0 is "not this one"', 'br;q=0, gzip;q=0.8', 'gzip'],
    ['a lower q still counts', 'br; q=0.5', 'br'],
    ['q=0 on the only one leaves none', 'gzip;q=0', 'identity'],
  ])('%s: %j -> %s', (_why, header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});
