/**
 * Requests Next.js must not see: methods the site never serves and addresses that are not valid URL
 * encoding. TRACE would echo cookies back (cross-site tracing), unknown methods reached route handlers
 * that had no answer for them (500), and a path that does not decode, or decodes to a NUL byte, made
 * pages throw.
 */
import type { IncomingMessage } from 'node:http';
import { reply, type Reply, type Stage } from '../pipeline.js';

/** The methods the site answers; everything else (TRACE, CONNECT, WebDAV, made-up ones) is a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const allowed = new Set(ALLOWED_METHODS);

/** The early answer for a request Next.js must not see, or null. */
export function earlyAnswer(req: IncomingMessage): Reply | null {
  if (!allowed.has(req.method ?? ''))
    return { status: 405, text: 'Method Not Allowed', headers: { allow: ALLOWED_METHODS.join(', ') } };
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//'))
    return { status: 400, text: 'Bad Request: the address must be a path' };
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, text: 'Bad Request: the address is not valid URL encoding' };
  }
  // Control characters have no place in a path; %00 in the query is never a real visitor's.
  if (/[\u0000-\u001f\u007f]/.test(decoded) || /%00/i.test(query) || query.includes('\0')) {
    return { status: 400, text: 'Bad Request: the address contains a control character' };
  }
  return null;
}

export function guard(): Stage {
  return {
    name: 'guard',
    enter(req, res) {
      const early = earlyAnswer(req);
      if (!early) return;
      // The body of a refused request is not read: closing keeps the client from streaming it.
      if (req.headers['content-length'] || req.headers['transfer-encoding']) res.setHeader('connection', 'close');
      reply(res, early);
      return 'answered';
    },
  };
}
