/**
 * A hook that swaps an answer for one of its own the moment its head shows it should (the maintenance
 * page for a failing page, the full 404 page for Next's empty one): the swapped answer goes on to the
 * hooks nearer the socket, and what the writer still sends is dropped (its callbacks run, so its pipes
 * finish).
 */
import type { ServerResponse } from 'node:http';
import { dropped, type ResponseHook } from '../pipeline.js';

/** `swap(status)`: whether to replace an answer with this status; `send()` writes the replacement. */
export function replaceAnswer(
  res: ServerResponse,
  swap: (status: number) => boolean,
  send: (out: {
    head(status: number, headers: Record<string, string | number>): void;
    end(body?: string): void;
  }) => void,
): ResponseHook {
  return (next) => {
    let replaced = false;
    return {
      head(status, bytes) {
        if (!swap(status)) return next.head(status, bytes);
        replaced = true;
        send({
          head(newStatus, headers) {
            for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
            next.head(newStatus);
          },
          end: (body) => next.end(body, undefined),
        });
      },
      write(chunk, encoding, done) {
        if (replaced) return (dropped(done), true);
        return next.write(chunk, encoding, done);
      },
      end(chunk, encoding, done) {
        if (replaced) return dropped(done);
        next.end(chunk, encoding, done);
      },
      flush() {
        if (!replaced) next.flush();
      },
    };
  };
}
