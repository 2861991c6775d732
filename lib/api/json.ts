import { ApiError } from './errors';

/**
 * A request body's JSON, or 400: text that is not JSON, and any string or key with a NUL character
 * (PostgreSQL refuses NUL in text, so it surfaced as a 500 from the database otherwise).
 */
export function parseJsonText(text: string): unknown {
  let nul = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v) => {
      if (key.includes('\0') || (typeof v === 'string' && v.includes('\0'))) nul = true;
      return v;
    });
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON', 'bad_request');
  }
  if (nul) throw new ApiError(400, 'Request body contains a NUL character', 'bad_request');
  return value;
}

/** Form fields (URL-encoded or multipart) with a NUL character: 400, as for JSON. */
export function assertNoNul(entries: Iterable<[string, unknown]>) {
  for (const [key, value] of entries) {
    if (key.includes('\0') || (typeof value === 'string' && value.includes('\0')))
      throw new ApiError(400, 'The form contains a NUL character', 'bad_request');
  }
}
