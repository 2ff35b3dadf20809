/**
 * Where to go after signing in. Only a path on this site is followed: '//evil.example',
 * 'https://evil.example', '/\\evil.example', '/.//evil.example' and 'javascript:' are refused
 * (no open redirect).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  const base = window.location.origin;
  if (!URL.canParse(target, base)) return fallback;
  const url = new URL(target, base);
  if (url.origin !== base) return fallback;
  // Dot segments can fold into a protocol-relative path: '/.//evil.example' parses to '//evil.example'.
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
  // Coming back to an account screen should not bounce to the sign-in page again.
  if (url.pathname === '/login' || url.pathname === '/register') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
