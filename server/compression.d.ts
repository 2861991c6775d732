/** The part of the `compression` middleware the server uses: its test of a compressible Content-Type. */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  const compression: { filter(req: IncomingMessage, res: ServerResponse): boolean };
  export default compression;
}
