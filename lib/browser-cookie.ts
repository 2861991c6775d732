/**
 * The browser's cookies by name, for all client code: js-cookie cost about 0.7 kB gzip of every
 * page's first load (issue #19). Values are URI-encoded as js-cookie wrote them (the tests use it to
 * check both read what the other wrote), so cookies set by earlier versions still read the same.
 */
export function getCookie(name: string): string | undefined {
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq) !== name) continue;
    const raw = part.slice(eq + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** A first-party cookie for the whole site, readable by scripts, SameSite=Lax. */
export function setCookie(name: string, value: string, days: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(days * 86400)}; path=/; samesite=lax`;
}
