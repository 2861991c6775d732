/**
 * The browser's cookies by name, for the code on every page (chrome, consent, favorites): js-cookie
 * costs about 0.7 kB gzip of every page's first load (issue #19). Values are URI-encoded like
 * js-cookie writes them, so either reads what the other wrote.
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
