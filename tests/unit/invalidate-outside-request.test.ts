import { afterEach, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { invalidate } from '@/lib/cache';
import { invalidateWrite } from '@/lib/write-effects';

/**
 * Background jobs (a cancelled date finished by the runner, waiting-list offers) write outside any
 * request, where Next's revalidateTag refuses with an invariant. Their tags must still expire in the
 * server's incremental cache (and from there on every instance: server/isr-cache-handler.ts).
 */
type Holder = { __incrementalCache?: { revalidateTag: (tags: string[], d?: { expire?: number }) => Promise<void> } };
const holder = globalThis as Holder;

afterEach(() => {
  delete holder.__incrementalCache;
});

function outsideRequest() {
  vi.mocked(revalidateTag).mockImplementation((tag: string) => {
    throw new Error(`Invariant: static generation store missing in revalidateTag(${JSON.stringify(tag)})`);
  });
}

describe('invalidate()', () => {
  it('outside a request expires the tags in the incremental cache at once', async () => {
    outsideRequest();
    const expired = vi.fn(async () => {});
    holder.__incrementalCache = { revalidateTag: expired };
    invalidateWrite('sale');
    expect(expired).toHaveBeenCalledWith(['ticket-offers', 'events'], { expire: 0 });
  });

  it('inside a request leaves it to Next (which expires them as the request ends)', () => {
    vi.mocked(revalidateTag).mockImplementation(() => {});
    const expired = vi.fn(async () => {});
    holder.__incrementalCache = { revalidateTag: expired };
    invalidate('events');
    expect(revalidateTag).toHaveBeenCalledWith('events', { expire: 0 });
    expect(expired).not.toHaveBeenCalled();
  });

  it('without a server (scripts, tests) does nothing and does not throw', () => {
    outsideRequest();
    expect(() => invalidate('events')).not.toThrow();
  });

  it('lets other errors of revalidateTag through', () => {
    vi.mocked(revalidateTag).mockImplementation(() => {
      throw new Error('revalidateTag during render');
    });
    expect(() => invalidate('events')).toThrow(/during render/);
  });
});
