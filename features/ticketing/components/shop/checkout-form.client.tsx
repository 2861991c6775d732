'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { isLocale } from '@/i18n/config';
import { cartErrorMessageKey } from '../../cart-errors';
import { cartErrorText } from '../cart-error-text';
import { rememberCart } from '../booking-widget/cart-client';
import styles from './shop.module.css';

type Errors = Partial<Record<'name' | 'email' | 'gtc', string>>;

/** Checkout: name, e-mail and GTC consent; the order is reserved and paid at the box office. */
export function CheckoutForm({ gtcHref, cartHref }: { gtcHref: string; cartHref: string }) {
  const t = useTranslations('Shop');
  const tw = useTranslations('BookingWidget');
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : 'de';
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const gtc = data.get('gtc') === 'on';
    const found: Errors = {};
    if (name.length < 2) found.name = t('nameRequired');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found.email = t('emailInvalid');
    if (!gtc) found.gtc = t('gtcRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    setFailure(null);
    try {
      const res = await fetch('/api/shop-checkout/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, email, gtc, locale }) });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        setFailure(cartErrorMessageKey(body?.code) === 'failed' ? (body?.detail ?? tw('failed')) : cartErrorText(tw, body));
        return;
      }
      rememberCart({ tickets_quantity: 0, cart_url: `/${locale}/webshop/cart` });
      window.location.assign(body.order_url);
    } catch {
      setFailure(tw('failed'));
    } finally {
      setSending(false);
    }
  }

  const field = (name: 'name' | 'email') => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p>{t('checkoutIntro')}</p>
      <label>
        {t('name')}
        <input name="name" autoComplete="name" required {...field('name')} />
      </label>
      {errors.name && <p id="name-error" className={styles.error}>{errors.name}</p>}
      <label>
        {t('email')}
        <input name="email" type="email" autoComplete="email" required aria-describedby="email-hint" {...field('email')} />
      </label>
      <p id="email-hint" className={styles.meta}>{t('emailHint')}</p>
      {errors.email && <p id="email-error" className={styles.error}>{errors.email}</p>}
      <label className={styles.check}>
        <input name="gtc" type="checkbox" required aria-invalid={Boolean(errors.gtc)} aria-describedby={errors.gtc ? 'gtc-error' : undefined} />
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
      {errors.gtc && <p id="gtc-error" className={styles.error}>{errors.gtc}</p>}
      {failure && <p role="alert" className={styles.error}>{failure}</p>}
      <p className={styles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('submitting') : t('submit')}
        </button>
        <a href={cartHref}>{t('backToCart')}</a>
      </p>
    </form>
  );
}
