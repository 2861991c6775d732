import { ApiError } from './errors';

/**
 * The one place request bodies are read. It counts while it reads (a chunked body has no
 * Content-Length to refuse it by) and stops at `maxBytes` with 413, and a body the client cut off
 * (connection closed midway: Node's "Error: aborted") becomes a 400 for this request instead of an
 * error that surfaced as a 500 report, or, when nobody awaited the stream, as an uncaughtException.
 */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
  tooLarge = `Request body is larger than ${maxBytes} bytes`,
  code = 'too_large',
): Promise<Buffer<ArrayBuffer>> {
  const refuse = () => new ApiError(413, tooLarge, code);
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw refuse();
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = req.body.getReader();
  } catch {
    throw new ApiError(400, 'The request body was already read.', 'bad_request');
  }
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new ApiError(400, 'The request body ended before it was complete (connection closed).', 'body_incomplete');
    }
    if (step.done) break;
    total += step.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(step.value);
  }
  return Buffer.concat(chunks);
}

/** readBodyBytes as UTF-8 text. */
export async function readBodyText(req: Request, maxBytes: number, tooLarge?: string): Promise<string> {
  return (await readBodyBytes(req, maxBytes, tooLarge)).toString('utf8');
}
