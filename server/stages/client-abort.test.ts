import { describe, expect, it, vi } from 'vitest';
import { ignoreClientAbort } from './client-abort';

describe('client abort', () => {
  it('is silent about a client that hung up or a reader that gave up, and reports anything else', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ignoreClientAbort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    ignoreClientAbort(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }));
    expect(report).not.toHaveBeenCalled();
    ignoreClientAbort(new Error('broken'));
    expect(report).toHaveBeenCalledTimes(1);
  });
});
