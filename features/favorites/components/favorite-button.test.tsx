import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoriteButton } from '../client';
import { FAVORITES_COOKIE } from '../constants';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts';
import { favoriteTexts } from '../server/texts';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/helpers/intl-server')).intlServer);

const texts = await favoriteTexts('de');

const renderHeart = (props: Partial<Parameters<typeof FavoriteButton>[0]> = {}) =>
  render(<FavoriteButton locale="de" texts={texts} kind="event" id={12} title="Brotbacken" {...props} />);

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('FavoriteButton', () => {
  afterEach(() => {
    Cookies.remove(FAVORITES_COOKIE);
    Cookies.remove(VISITOR_CSRF_COOKIE);
  });

  it('is a submit button of a plain form to the API, so it works without JavaScript', () => {
    renderHeart();
    const button = screen.getByRole('button', { name: '„Brotbacken“ zu den Favoriten hinzufügen' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/favorites/?lang=de');
    expect(form).toHaveAttribute('id', 'fav-e12');
    expect(Object.fromEntries(new FormData(form))).toEqual({ kind: 'event', id: '12', favorite: '1' });
  });

  it("reads a guest's state from the cookie after mount, without a request", async () => {
    const fetchSpy = answer(500, {});
    Cookies.set(FAVORITES_COOKIE, 'p3.e12');
    renderHeart();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '„Brotbacken“ aus den Favoriten entfernen' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('toggles in place with fetch and announces the change', async () => {
    const fetchSpy = answer(200, { events: [12], productions: [], favorite: true });
    renderHeart({ variant: 'labelled' });
    await userEvent.click(await screen.findByRole('button', { name: 'Zu den Favoriten hinzufügen' }));
    expect(await screen.findByRole('button', { name: 'Aus den Favoriten entfernen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('„Brotbacken“ ist jetzt in Ihren Favoriten.');
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/api/favorites/');
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'event', id: 12, favorite: true });
  });

  it("asks the API for a logged-in visitor's state and sends the CSRF header on a change", async () => {
    Cookies.set(VISITOR_CSRF_COOKIE, 'token-1');
    const fetchSpy = answer(200, { events: [12], productions: [] });
    renderHeart();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /aus den Favoriten entfernen/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ events: [], productions: [], favorite: false }), { status: 200 }),
    );
    await userEvent.click(screen.getByRole('button', { name: /aus den Favoriten entfernen/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /zu den Favoriten hinzufügen/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1]!.headers as Record<string, string>)['x-csrftoken']).toBe('token-1');
  });

  it('says so when the list is full and stays as it was', async () => {
    answer(422, { detail: 'full', code: 'too_many' });
    renderHeart();
    await userEvent.click(await screen.findByRole('button', { name: /zu den Favoriten hinzufügen/ }));
    expect(
      await screen.findByText('Ihre Favoritenliste ist voll. Bitte entfernen Sie zuerst einen Eintrag.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /zu den Favoriten hinzufügen/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
