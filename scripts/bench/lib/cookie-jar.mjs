/**
 * A browser's cookie jar for scripted visitors: cookies kept by name from each answer's Set-Cookie
 * (Max-Age=0 deletes one) and sent back in the Cookie header. Plain JavaScript: the TypeScript
 * benchmark, the fault script and the server's tests share it.
 */

/** The Cookie header for the cookies in `jar`; undefined when it holds none. */
export function cookieHeader(jar) {
  return jar.size ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}

/** Keeps the cookies an answer sets, and forgets those it expires (Max-Age=0). */
export function keepCookies(jar, res) {
  for (const set of res.headers.getSetCookie()) {
    const [pair, ...attributes] = set.split(';');
    const at = pair.indexOf('=');
    if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}
