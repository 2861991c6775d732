import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopNav } from './top-nav';
import { UserProvider } from '../chrome/user-context.client';
import { CART_COUNT_COOKIE, CART_URL_COOKIE } from '@/features/webshop';
import { CSRF_COOKIE } from '@/features/auth';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts';
import { headerTexts } from '../../server/header-texts';

vi.mock('next/navigation', () => ({ usePathname: () => '/de', useRouter: () => ({ push: vi.fn() }) }));
// The texts are made on the server (next-intl/server read from the messages here); no provider needed.
vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
const { topNav } = await headerTexts('de');

const renderNav = (props: { shopOnline?: boolean } = {}) =>
  render(
    <UserProvider locale="de">
      <TopNav
        basketLink="/webshop/cart"
        loginHref="/de/user/login"
        shopOnline={props.shopOnline ?? true}
        locale="de"
        texts={topNav}
      />
    </UserProvider>,
  );

const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('TopNav', () => {
  beforeEach(() => {
    // jsdom has no matchMedia; the header's search box asks it for the desktop layout.
    window.matchMedia = vi.fn().mockReturnValue({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    });
  });
  afterEach(() => {
    Cookies.remove(CSRF_COOKIE);
    Cookies.remove(VISITOR_CSRF_COOKIE);
    Cookies.remove(CART_COUNT_COOKIE);
    Cookies.remove(CART_URL_COOKIE);
  });

  it('shows the cart count and URL from the box-office cookies', async () => {
    answer(401, { detail: 'Authentication required.' });
    Cookies.set(CART_COUNT_COOKIE, '3');
    Cookies.set(CART_URL_COOKIE, '/webshop/cart?c=abc');
    renderNav();
    const cart = await screen.findByRole('link', { name: 'Warenkorb: 3 Tickets im Warenkorb' });
    expect(cart).toHaveAttribute('href', '/webshop/cart?c=abc');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/user/login');
  });

  it('falls back to the configured basket link and shows the favorites link', () => {
    answer(401, {});
    renderNav();
    expect(screen.getByRole('link', { name: 'Warenkorb: Warenkorb ist leer' })).toHaveAttribute(
      'href',
      '/webshop/cart',
    );
    expect(screen.getByRole('link', { name: 'Favoriten' })).toHaveAttribute('href', '/de/user/favorites');
  });

  it("shows the count of a guest's favorites from the cookie on the favorites link", async () => {
    answer(401, {});
    Cookies.set('favorites', 'e1.p2.e3');
    renderNav();
    const link = await screen.findByRole('link', { name: 'Favoriten: 3 gespeichert' });
    expect(link).toHaveAttribute('href', '/de/user/favorites');
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('3');
    Cookies.remove('favorites');
  });

  it('shows a logged-in staff member with their profile in the back office, and logout', async () => {
    answer(200, {
      is_logged_in: true,
      username: 'emuster',
      first_name: 'Erika',
      last_name: 'Muster',
      logout_url: '/api/auth/logout/',
    });
    // A login sets the readable csrftoken cookie next to the session; it is what makes asking worthwhile.
    Cookies.set(CSRF_COOKIE, 'token-1');
    renderNav();
    const account = await screen.findByRole('button', { name: 'Kontomenü von Erika Muster' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    account.click();
    // The staff user call answers too (the same mocked fetch): staff have no visitor profile.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Mein Profil' })).toHaveAttribute('href', '/de/dashboard'),
    );
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });

  it('shows a logged-in visitor account by its cookie, never asks the staff user call, logs out with the visitor token', async () => {
    const fetchSpy = answer(200, {
      is_logged_in: true,
      has_dashboard_online_access: false,
      username: 'marta@example.org',
      first_name: 'Marta',
      last_name: 'Lehmann',
      logout_url: '/api/account/logout/',
    });
    Cookies.set(VISITOR_CSRF_COOKIE, 'visitor-token');
    renderNav();
    const account = await screen.findByRole('button', { name: 'Kontomenü von Marta Lehmann' });
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('pageeditor-api'))).toBe(false);
    account.click();
    expect(await screen.findByRole('link', { name: 'Mein Profil' })).toHaveAttribute('href', '/de/user/profile');
    (await screen.findByRole('button', { name: 'Abmelden' })).click();
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/user/login');
    const logout = fetchSpy.mock.calls.find(([url]) => url === '/api/account/logout/');
    expect(logout?.[1]?.headers).toEqual({ 'x-csrftoken': 'visitor-token' });
  });

  it('does not ask for user details without a session (no 401 in the console)', async () => {
    const fetchSpy = answer(401, {});
    renderNav();
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/user/login');
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/user-details/'))).toEqual([]);
  });

  it('marks cart and account with "Webshop offline" while the shop is offline', () => {
    answer(401, {});
    renderNav({ shopOnline: false });
    const tips = screen.getAllByRole('tooltip');
    expect(tips).toHaveLength(2);
    expect(tips[0]).toHaveTextContent('Webshop offline');
    expect(screen.getByRole('link', { name: /Warenkorb/ }).closest('[aria-describedby]')).not.toBeNull();
  });
});
