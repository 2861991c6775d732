/**
 * Next.js builds absolute redirect targets from its own address (http://localhost:PORT): behind a
 * reverse proxy a redirect to that address leads the browser to a host it cannot reach. Such a
 * Location becomes a path (a relative Location is valid HTTP and resolves against the address the
 * browser used); redirects to other hosts stay as they are.
 */
export function innerOrigins(port) {
  return new Set([`http://localhost:${port}`, `https://localhost:${port}`]);
}

export function relativeLocation(location, inner) {
  if (typeof location !== 'string' || !/^https?:\/\//i.test(location)) return location;
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
const oneLocation = (value, inner) => relativeLocation(String(Array.isArray(value) ? value[0] : value), inner);

export function rewriteInnerRedirects(res, inner) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const location = this.getHeader('location');
    if (location !== undefined) this.setHeader('location', oneLocation(location, inner));
    const headers = rest.find((r) => r && typeof r === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const key of Object.keys(headers))
        if (key.toLowerCase() === 'location') headers[key] = oneLocation(headers[key], inner);
    }
    return writeHead.call(this, status, ...rest);
  };
}
