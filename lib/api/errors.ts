/** An error with an HTTP status and a message that is safe to show to the caller. */
export class ApiError extends Error {
  /** Seconds for a Retry-After header (429, 503). */
  retryAfter?: number;

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string | number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found`, 'not_found');
export const badRequest = (message: string, details?: unknown) => new ApiError(400, message, 'bad_request', details);
export const unauthorized = (message = 'Authentication credentials were not provided.') =>
  new ApiError(401, message, 'not_authenticated');
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new ApiError(403, message, 'forbidden');
