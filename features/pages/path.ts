/** Longest page path we look up; longer requests are answered with 404 without a query. */
const MAX_PATH_LENGTH = 512;
const MAX_SEGMENTS = 12;
// Letters and digits of any script, plus - _ . ~ inside a segment.
const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}._~-]*$/u;

/**
 * Turns the catch-all segments of a request into the stored form ('/besuch/anfahrt', '' for home),
 * or null when the path cannot be a page: traversal, control characters, odd encodings, too long.
 */
export function normalizePagePath(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0) return '';
  if (segments.length > MAX_SEGMENTS) return null;
  const decoded: string[] = [];
  for (const raw of segments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    segment = segment.normalize('NFC');
    if (segment === '' || segment === '.' || segment === '..' || !SEGMENT.test(segment)) return null;
    decoded.push(segment);
  }
  const path = `/${decoded.join('/')}`;
  return path.length > MAX_PATH_LENGTH ? null : path;
}

/** '/de' + '/besuch' -> '/de/besuch'; home is '/de'. */
export function withLocale(locale: string, path: string) {
  return `/${locale}${path}`;
}
