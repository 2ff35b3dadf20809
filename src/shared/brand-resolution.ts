/*
 * Which brand a request is for (A7): on localhost, a bare IP
 * address or a host with fewer than two dot-separated parts the brand comes from the query
 * parameter 'brand' (else 'default'); a two-part host is used whole; a leading 'www.' is stripped;
 * otherwise the full host is used. The answer is a key: the server looks it up as a brand's id or
 * one of its domains, and an unknown key means the default brand.
 */

export const DEFAULT_BRAND_ID = 'default';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The host name without port, brackets or trailing dot, lower-cased. */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end === -1 ? h.slice(1) : h.slice(1, end);
  }
  // More than one colon without brackets is a bare IPv6 address, not host:port.
  const colons = h.split(':').length - 1;
  const name = colons === 1 ? h.slice(0, h.indexOf(':')) : h;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

export function isIpAddress(name: string): boolean {
  if (name.includes(':')) return /^[0-9a-f:.]+$/.test(name);
  const m = IPV4.exec(name);
  return m !== null && m.slice(1).every((part) => Number(part) <= 255);
}

function fromQuery(search: string): string {
  const given = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('brand');
  const key = given?.trim().toLowerCase();
  return key ? key : DEFAULT_BRAND_ID;
}

export function resolveBrandId(host: string, search: string): string {
  const name = hostName(host);
  const parts = name.split('.');
  if (name === 'localhost' || isIpAddress(name) || parts.length < 2 || parts.some((p) => p === '')) {
    return fromQuery(search);
  }
  if (parts.length === 2) return name;
  if (parts[0] === 'www') return parts.slice(1).join('.');
  return name;
}
