'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/client-only.client';
import { isLocale } from '@/i18n/config';
import { shopErrorText } from '../cart-error-text';
import { rememberCart } from '../booking-widget/cart-client';
import styles from './shop.module.css';

type Field = 'name' | 'email' | 'gtc' | 'voucher_code';
type Errors = Partial<Record<Field, string>>;
type Method = 'invoice' | 'stripe';

/** What a refused form post (JavaScript off) came back with: the error, the fields at fault, what was typed. */
export type CheckoutNotice = {
  error?: string;
  fields?: string[];
  limit?: number;
  name?: string;
  email?: string;
  payment_method?: string;
};

export type CheckoutTermsProps = {
  /** Offered payment methods, in order; 'stripe' only when online payment is configured. */
  methods: Method[];
  /** Minutes to confirm an order by mail, and to pay online. */
  paymentMinutes: number;
  onlineMinutes: number;
  invoiceDays: number;
  /** Nothing to pay: no choice of payment method. */
  free: boolean;
};

/**
 * A logged-in visitor: name filled in, the e-mail fixed to the account's verified address, the CSRF
 * token of the visitor session sent along, and the steps of an order that needs no confirmation link
 * (texts from the server: they are the account area's).
 */
export type CheckoutAccountProps = {
  name: string;
  email: string;
  csrfToken: string;
  emailHint: string;
  steps: { invoice: string[]; free: string[] };
};

/**
 * Checkout: payment method, name, e-mail, an optional voucher code and the GTC, with what happens
 * next. A plain form post to the checkout API without JavaScript (303 to the order page or the
 * payment page, or back here with the error); with JavaScript the same post as JSON.
 */
export function CheckoutForm({
  gtcHref,
  cartHref,
  terms,
  notice,
  account,
}: {
  gtcHref: string;
  cartHref: string;
  terms: CheckoutTermsProps;
  notice?: CheckoutNotice;
  account?: CheckoutAccountProps;
}) {
  const t = useTranslations('Shop');
  const tw = useTranslations('BookingWidget');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'de';
  const fieldText: Record<Field, string> = {
    name: t('nameRequired'),
    email: t('emailInvalid'),
    gtc: t('gtcRequired'),
    voucher_code: t('voucherFormat'),
  };
  const [errors, setErrors] = useState<Errors>(() =>
    Object.fromEntries((notice?.fields ?? []).filter((f): f is Field => f in fieldText).map((f) => [f, fieldText[f]])),
  );
  const [failure, setFailure] = useState<string | null>(() =>
    notice?.error && notice.error !== 'invalid'
      ? shopErrorText(t, tw, { code: notice.error, errors: { limit: notice.limit } })
      : null,
  );
  const [sending, setSending] = useState(false);
  // False on the server and while hydrating, true once React runs in the browser.
  const hydrated = useHydrated();
  const initialMethod = terms.methods.find((m) => m === notice?.payment_method) ?? terms.methods[0];
  const [method, setMethod] = useState<Method>(initialMethod);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = account?.email ?? String(data.get('email') ?? '').trim();
    const voucher = String(data.get('voucher_code') ?? '').trim();
    const gtc = data.get('gtc') === 'on';
    const found: Errors = {};
    if (name.length < 2) found.name = t('nameRequired');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found.email = t('emailInvalid');
    if (voucher.length > 40) found.voucher_code = t('voucherFormat');
    if (!gtc) found.gtc = t('gtcRequired');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) {
      document.getElementById(`checkout-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await fetch('/api/shop-checkout/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(account ? { 'x-csrftoken': account.csrfToken } : {}) },
        body: JSON.stringify({
          name,
          email,
          gtc,
          locale,
          payment_method: terms.free ? undefined : method,
          voucher_code: voucher || undefined,
        }),
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        const fields = Object.keys(body?.errors ?? {}).filter((f): f is Field => f in fieldText);
        if (res.status === 400 && fields.length) setErrors(Object.fromEntries(fields.map((f) => [f, fieldText[f]])));
        else setFailure(shopErrorText(t, tw, body));
        setSending(false);
        return;
      }
      rememberCart({ tickets_quantity: 0, cart_url: cartHref });
      window.location.assign(body.payment_url ?? body.order_url);
    } catch {
      setFailure(tw('failed'));
      setSending(false);
    }
  }

  const field = (name: Field) => ({
    id: `checkout-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [
        name === 'email' ? 'email-hint' : name === 'voucher_code' ? 'voucher-hint' : null,
        errors[name] ? `${name}-error` : null,
      ]
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const errorText = (name: Field) =>
    errors[name] && (
      <p id={`${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    );
  const steps = (m: Method | 'free') =>
    m === 'stripe'
      ? [t('stepPayOnline', { minutes: terms.onlineMinutes }), t('stepTicketsOnline')]
      : account
        ? account.steps[m]
        : [
            t('stepMail'),
            t('stepConfirm', { minutes: terms.paymentMinutes }),
            m === 'free' ? t('stepTicketsFree') : t('stepTicketsInvoice', { days: terms.invoiceDays }),
          ];
  // Without JavaScript every offered method's steps show; with it, those of the chosen one.
  const shownSteps: (Method | 'free')[] = terms.free ? ['free'] : hydrated ? [method] : terms.methods;

  return (
    <form
      className={styles.form}
      method="post"
      action="/api/shop-checkout/"
      noValidate={hydrated}
      onSubmit={(e) => void submit(e)}
    >
      <input type="hidden" name="locale" value={locale} />
      {account && <input type="hidden" name="csrf_token" value={account.csrfToken} />}
      {!terms.free && (
        <fieldset className={styles.methods}>
          <legend>{t('paymentLegend')}</legend>
          {terms.methods.map((m) => (
            <label key={m} className={styles.method}>
              <input
                type="radio"
                name="payment_method"
                value={m}
                defaultChecked={m === initialMethod}
                onChange={() => setMethod(m)}
                aria-describedby={`method-${m}-hint`}
              />
              <span>
                <strong>{m === 'stripe' ? t('payOnline') : t('payInvoice')}</strong>
                <span id={`method-${m}-hint`} className={styles.meta}>
                  {m === 'stripe' ? t('payOnlineHint') : t('payInvoiceHint', { days: terms.invoiceDays })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor="checkout-name">{t('name')}</label>
      <input
        name="name"
        autoComplete="name"
        required
        minLength={2}
        maxLength={120}
        defaultValue={notice?.name ?? account?.name}
        {...field('name')}
      />
      {errorText('name')}
      <label htmlFor="checkout-email">{t('email')}</label>
      {account ? (
        <input name="email" type="email" autoComplete="email" readOnly value={account.email} {...field('email')} />
      ) : (
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={200}
          defaultValue={notice?.email}
          {...field('email')}
        />
      )}
      <p id="email-hint" className={styles.meta}>
        {account ? account.emailHint : t('emailHint')}
      </p>
      {errorText('email')}
      <label htmlFor="checkout-voucher_code">{t('voucherCode')}</label>
      <input
        name="voucher_code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        placeholder="GUT-XXXX-XXXX-XXXX"
        {...field('voucher_code')}
      />
      <p id="voucher-hint" className={styles.meta}>
        {t('voucherHint')}
      </p>
      {errorText('voucher_code')}
      <label className={styles.check}>
        <input name="gtc" type="checkbox" required {...field('gtc')} />
        <span>
          {t.rich('gtc', {
            link: (chunks) => (
              <a href={gtcHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {errorText('gtc')}
      <section className={styles.steps} aria-labelledby="next-steps">
        <h2 id="next-steps">{t('nextSteps')}</h2>
        {shownSteps.map((m) => (
          <div key={m}>
            {shownSteps.length > 1 && <h3>{m === 'stripe' ? t('payOnline') : t('payInvoice')}</h3>}
            <ol>
              {steps(m).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <p className={styles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('submitting') : t('submit')}
        </button>
        <a href={cartHref}>{t('backToCart')}</a>
      </p>
    </form>
  );
}
