import { describe, expect, it } from 'vitest';
import { hostName, isIpAddress, resolveBrandId } from './brand-resolution';
import { itFollowsRules } from './testing/rules';

describe('resolveBrandId (A7)', () => {
  it.each([
    // localhost, IPs and one-part hosts read ?brand=, else default
    ['localhost', '', 'default'],
    ['localhost:5173', '?brand=acme', 'acme'],
    ['LOCALHOST:3000', '?brand=ACME', 'acme'],
    ['localhost', '?brand=', 'default'],
    ['localhost', 'brand=acme', 'acme'],
    ['127.0.0.1', '?brand=acme', 'acme'],
    ['127.0.0.1:8080', '', 'default'],
    ['10.0.0.12:3000', '?x=1&brand=sun', 'sun'],
    ['[::1]', '?brand=acme', 'acme'],
    ['[::1]:3000', '?brand=acme', 'acme'],
    ['[::1]:3000', '', 'default'],
    ['::1', '?brand=acme', 'acme'],
    ['[2001:db8::1]:443', '?brand=acme', 'acme'],
    ['intranet', '?brand=acme', 'acme'],
    ['intranet:8080', '', 'default'],
    // two-part hosts are used whole (even www.x) and ignore ?brand=
    ['acme.travel', '?brand=other', 'acme.travel'],
    ['ACME.Travel:443', '', 'acme.travel'],
    ['www.com', '', 'www.com'],
    // a leading www. is stripped
    ['www.acme.travel', '', 'acme.travel'],
    ['WWW.Acme.Travel:8443', '?brand=x', 'acme.travel'],
    ['www.acme.co.uk', '', 'acme.co.uk'],
    // otherwise the full host
    ['flights.acme.co.uk', '', 'flights.acme.co.uk'],
    ['book.acme.travel:3000', '', 'book.acme.travel'],
    ['acme.travel.', '', 'acme.travel'],
    // a dotted name that is not an IP (octet out of range) is a host
    ['300.1.1.1', '?brand=acme', '300.1.1.1'],
  ])('%s %s -> %s', (host, search, expected) => {
    expect(resolveBrandId(host, search)).toBe(expected);
  });
});

describe('host helpers', () => {
  itFollowsRules(hostName, {
    'strips ports and brackets': [
      ['Example.com:80', 'example.com'],
      ['[::1]:80', '::1'],
      ['fe80::1', 'fe80::1'],
    ],
  });
  itFollowsRules(isIpAddress, {
    'recognises IP addresses': [
      ['192.168.1.1', true],
      ['::1', true],
      ['256.1.1.1', false],
      ['acme.travel', false],
    ],
  });
});
