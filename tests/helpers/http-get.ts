import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type Answer = { status: number; headers: IncomingMessage['headers']; raw: Buffer; text: string };

/** One request to a listening test server: the bytes as sent (`raw`) and the decompressed text. */
export function httpGet(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        // HEAD and 304 answers carry the encoding header without a body.
        const body =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
