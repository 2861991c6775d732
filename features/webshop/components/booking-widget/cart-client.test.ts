import { describe, expect, it, vi } from 'vitest';
import { sendCartCalls } from './cart-client';

const call = { quantities: [1], event_jet_id: 77, sale_type_ids: [2], seat_group: '101' };
const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers })) as unknown as typeof fetch;

describe('sendCartCalls over capacity', () => {
  it('reads the wait of a -253: Retry-After, the place in line and the expected wait', async () => {
    const result = await sendCartCalls(
      [call],
      json(503, { detail: 'busy', code: -253, retry_after: 7, position: 12, wait_seconds: 90 }, { 'retry-after': '5' }),
    );
    expect(result).toMatchObject({ ok: false, code: -253, failedAt: 0 });
    expect(!result.ok && result.wait).toEqual({ retryAfter: 5, position: 12, waitSeconds: 90 });
  });

  it('keeps the tries between 1 and 60 seconds, and takes the body when the header is missing', async () => {
    const long = await sendCartCalls([call], json(503, { code: -253 }, { 'retry-after': '600' }));
    expect(!long.ok && long.wait?.retryAfter).toBe(60);
    const now = await sendCartCalls([call], json(503, { code: -253, retry_after: 0, position: null }));
    expect(!now.ok && now.wait).toEqual({ retryAfter: 1, position: null, waitSeconds: null });
    const fromBody = await sendCartCalls([call], json(503, { code: -253, retry_after: 2.2 }));
    expect(!fromBody.ok && fromBody.wait?.retryAfter).toBe(3);
  });

  it('treats any 503 with Retry-After as a wait, but not a busy box office (-250) without one nor a 429', async () => {
    const proxy = await sendCartCalls([call], json(503, {}, { 'retry-after': '2' }));
    expect(proxy).toMatchObject({ ok: false, code: null, wait: { retryAfter: 2, position: null } });
    const busy = await sendCartCalls([call], json(503, { code: -250 }));
    expect(!busy.ok && busy.wait).toBeUndefined();
    const limited = await sendCartCalls([call], json(429, { code: -429 }, { 'retry-after': '2' }));
    expect(!limited.ok && limited.wait).toBeUndefined();
  });

  it('names the call that was turned away, after the ones that went through', async () => {
    const answers = [
      new Response(JSON.stringify({ tickets_quantity: 1, cart_url: '/de/webshop/cart' }), { status: 200 }),
      new Response(JSON.stringify({ code: -253, retry_after: 1 }), { status: 503 }),
    ];
    const fetcher = vi.fn(async () => answers.shift()!) as unknown as typeof fetch;
    const result = await sendCartCalls([call, { ...call, seat_group: '102' }], fetcher);
    expect(result).toMatchObject({ ok: false, code: -253, failedAt: 1, wait: { retryAfter: 1 } });
  });
});
