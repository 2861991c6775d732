/**
 * Next.js builds absolute redirect targets from its own address (http://localhost:PORT): behind a
 * reverse proxy a redirect to that address leads the browser to a host it cannot reach. Such a
 * Location becomes a path (a relative Location is valid HTTP and resolves against the address the
 * browser used); redirects to other hosts stay as they are.
 */
import { passOn, type Stage } from '../pipeline.js';

export function innerOrigins(port: number): Set<string> {
  return new Set([`http://localhost:${port}`, `https://localhost:${port}`]);
}

export function relativeLocation(location: string, inner: Set<string>): string {
  if (!/^https?:\/\//i.test(location)) return location;
  try {
    const url = new URL(location);
    return inner.has(url.origin) ? `${url.pathname}${url.search}${url.hash}` : location;
  } catch {
    return location;
  }
}

/**
 * One Location, rewritten. Next.js 16 sets it twice on the first (uncached) ISR redirect (next.js
 * issue 82117); joined, the two would be one broken address.
 */
const oneLocation = (value: unknown, inner: Set<string>) =>
  relativeLocation(String(Array.isArray(value) ? value[0] : value), inner);

export function redirects(port: number): Stage {
  const inner = innerOrigins(port);
  return {
    name: 'redirects',
    enter: (_req, res) => (next) =>
      passOn(next, {
        head(status, bytes) {
          const location = res.getHeader('location');
          if (location !== undefined) res.setHeader('location', oneLocation(location, inner));
          next.head(status, bytes);
        },
      }),
  };
}
