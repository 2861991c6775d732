/**
 * The most any request body may carry: next.config.ts `experimental.proxyClientMaxBodySize` (the copy
 * of the body the proxy keeps) has the same value. Beyond it the proxy answers 413 when the size is
 * declared (Content-Length); a body sent in chunks is cut at this size by Next, which is still more
 * than any handler's own limit (uploads: 3 × 10 MB + 256 kB), so the handler answers 413 too — before,
 * the cut was at Next's default 10 MB, below the upload limits, and a cut multipart body answered 400.
 */
export const MAX_REQUEST_BODY = 32 * 1024 * 1024;
