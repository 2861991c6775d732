import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CookieManager } from './cookie-manager.client';
import { cookieManagerTexts } from '../server';
import de from '@/messages/de.json';

vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));

// The settings dialog's texts are not in the page: it fetches them (made at build time) when it opens.
const frame = { close: de.Consent.close, failed: de.Consent.managerFailed };

afterEach(() => vi.restoreAllMocks());

// jsdom has no modal dialogs: opening one shows it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('cookie settings dialog', () => {
  it('says so when its texts cannot be fetched, and asks again the next time it opens', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 503 }));
    const onClose = vi.fn();
    const first = render(<CookieManager locale="de" texts={frame} consent={null} onSave={vi.fn()} onClose={onClose} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(de.Consent.managerFailed);
    await userEvent.click(screen.getByRole('button', { name: de.Consent.close }));
    expect(onClose).toHaveBeenCalled();
    first.unmount();

    fetch.mockResolvedValueOnce(Response.json(await cookieManagerTexts('de')));
    const onSave = vi.fn();
    render(
      <CookieManager
        locale="de"
        texts={frame}
        consent={{ tracking: false, media: true }}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByRole('heading', { name: de.Consent.managerTitle })).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith('/de/api/cookie-manager-texts/', expect.anything());
    expect(screen.getByRole('checkbox', { name: de.Consent.media })).toBeChecked();
    // The first control has the focus, as when the dialog opens with its texts at once.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: de.Consent.tracking })).toHaveFocus());
    await userEvent.click(screen.getByRole('checkbox', { name: de.Consent.tracking }));
    await userEvent.click(screen.getByRole('button', { name: de.Consent.saveSelection }));
    expect(onSave).toHaveBeenCalledWith({ tracking: true, media: true });
  });
});
