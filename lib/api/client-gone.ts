import { ApiError } from './errors';

/**
 * A client who gave up (closed the tab, a proxy's timeout) is not worked on: called right before a
 * transaction that takes places or makes an order, so nothing is held for nobody. The request's
 * signal aborts when its connection closes before the answer.
 */
export function assertClientStillWaiting(req: Request) {
  if (req.signal.aborted) throw new ApiError(400, 'The request was cancelled by the client.', 'client_gone');
}
