import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import { CheckoutForm, type CheckoutNotice } from './checkout-form.client';

const terms = {
  methods: ['stripe', 'invoice'] as ('stripe' | 'invoice')[],
  paymentMinutes: 30,
  onlineMinutes: 32,
  invoiceDays: 14,
  free: false,
};

const renderForm = (notice?: CheckoutNotice, overrides: Partial<typeof terms> = {}) =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <CheckoutForm gtcHref="/de/agb" cartHref="/de/webshop/cart" terms={{ ...terms, ...overrides }} notice={notice} />
    </NextIntlClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('CheckoutForm', () => {
  it('is a plain form post to the checkout API, and shows what a refused post came back with', () => {
    const { container } = renderForm({
      error: 'invalid',
      fields: ['name', 'gtc'],
      name: 'J',
      email: 'j@example.org',
      payment_method: 'invoice',
    });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/api/shop-checkout/');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('J');
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('j@example.org');
    expect(screen.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Per Rechnung oder an der Museumskasse/ })).toBeChecked();
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ locale: 'de', payment_method: 'invoice' });
  });

  it('says in words why the box office refused (an invalid voucher)', () => {
    renderForm({ error: '-260' });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Gutscheincode gilt nicht');
  });

  it('offers online payment first when configured and explains the steps of the chosen method', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: /Online bezahlen/ })).toBeChecked();
    expect(screen.getByText(/haben 32 Minuten Zeit zum Bezahlen/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Per Rechnung/ }));
    expect(screen.getByText(/innerhalb von 30 Minuten über diesen Link/)).toBeInTheDocument();
    expect(screen.queryByText(/Zeit zum Bezahlen/)).toBeNull();
  });

  it('without anything to pay asks no payment method', () => {
    renderForm(undefined, { free: true });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      screen.getByText(/Danach erhalten Sie Ihre Tickets mit QR-Codes per E-Mail und als PDF\.$/),
    ).toBeInTheDocument();
  });

  it('with JavaScript sends JSON and goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 'ABCDEFGHJK',
            order_url: '/de/webshop/orders/ABCDEFGHJK?token=x',
            payment_url: 'https://pay.example/session',
          }),
          { status: 201 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('Vor- und Nachname'), { target: { value: 'Marta Lehmann' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'marta@example.org' } });
    fireEvent.change(screen.getByLabelText('Gutscheincode (optional)'), { target: { value: 'GUT-2345-6789-ABCD' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/session'));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      name: 'Marta Lehmann',
      email: 'marta@example.org',
      gtc: true,
      locale: 'de',
      payment_method: 'stripe',
      voucher_code: 'GUT-2345-6789-ABCD',
    });
  });

  it('for a logged-in visitor fills the name, fixes the e-mail, carries the CSRF token and tells the account steps', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 'ABCDEFGHJK', order_url: '/de/webshop/orders/ABCDEFGHJK?token=x', payment_url: null }),
          { status: 201 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const account = {
      name: 'Erika Muster',
      email: 'erika@example.org',
      csrfToken: 'csrf-123',
      emailHint: 'Konto-Hinweis',
      steps: { invoice: ['Konto-Schritt Rechnung'], free: ['Konto-Schritt frei'] },
    };
    const { container } = render(
      <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
        <CheckoutForm
          gtcHref="/de/agb"
          cartHref="/de/webshop/cart"
          terms={{ ...terms, methods: ['invoice'] }}
          account={account}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('Erika Muster');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('erika@example.org');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('readonly');
    expect(screen.getByText('Konto-Hinweis')).toBeInTheDocument();
    expect(screen.getByText('Konto-Schritt Rechnung')).toBeInTheDocument();
    expect(screen.queryByText(/über diesen Link/)).toBeNull();
    expect(Object.fromEntries(new FormData(container.querySelector('form')!))).toMatchObject({
      csrf_token: 'csrf-123',
      email: 'erika@example.org',
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/de/webshop/orders/ABCDEFGHJK?token=x'));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'x-csrftoken': 'csrf-123' });
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Erika Muster', email: 'erika@example.org' });
  });
});
