/**
 * Where a login may send the browser afterwards (`?next=`): a path on this site and nothing else.
 * Browsers read `/\evil.example` as `//evil.example`, drop tabs and line breaks from URLs
 * (`/%09/evil.example`), and servers or frameworks may decode `%5C` once more before the browser
 * sees it, so a path is refused when it, or a decoded form of it, has a backslash or a control
 * character, or starts with two slashes. Everything absolute (schemes, `javascript:`) fails the
 * leading-slash test. A path that stays on the site after all that is returned unchanged.
 */
export function safeNext(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 500) return fallback;
  let form = next;
  // Up to three rounds of decoding: %255C becomes %5C becomes \.
  for (let round = 0; round < 3; round++) {
    if (!isPlainPath(form)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return fallback;
    }
    if (decoded === form) break;
    form = decoded;
  }
  if (!isPlainPath(form)) return fallback;
  // The last word goes to the URL parser: resolved against a placeholder origin it must stay there.
  const base = 'http://same-site.invalid';
  try {
    return new URL(next, base).origin === base ? next : fallback;
  } catch {
    return fallback;
  }
}

// Backslash, C0 controls (tab, CR, LF: browsers drop them anywhere in a URL), DEL and C1 controls.
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f]/;

function isPlainPath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path);
}
