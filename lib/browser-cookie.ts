/**
 * The browser's cookies by name: the only place client code touches `document.cookie`. Not js-cookie,
 * which costs about 0.5 kB gzip of every public page's first load and takes the events list over its
 * budget (docs/decisions/0011-browser-cookies.md). Values are URI-encoded as js-cookie writes them (the
 * tests use it to check both read what the other wrote), so a switch needs no migration.
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
