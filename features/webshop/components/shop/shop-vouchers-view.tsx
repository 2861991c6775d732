import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { ApiError } from '@/lib/api/errors';
import {
  formatPrice,
  parsePriceToCents,
  type ShopClient,
  VOUCHER_VALIDITY_YEARS,
  VOUCHER_VALUES,
  voucherCodeParams,
} from '@/features/box-office';
import { shopState } from '@/features/box-office/server';
import { voucherBalance } from '../../server/shop-forms';
import { dayText, ShopErrorText, ShopOffline, type ShopFormError } from './shop-parts';
import styles from './shop-pages.module.css';

type Check =
  | { kind: 'found'; value: string; balance: string; valid_until: string; usable: boolean }
  | { kind: 'unknown' | 'malformed' | 'limited' };

async function checkBalance(code: string, client: ShopClient): Promise<Check> {
  const parsed = voucherCodeParams.safeParse({ code });
  if (!parsed.success) return { kind: 'malformed' };
  try {
    return { kind: 'found', ...(await voucherBalance(parsed.data.code, client)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'unknown' };
    if (error instanceof ApiError && error.status === 429) return { kind: 'limited' };
    throw error;
  }
}

/**
 * 'Gutschein bestellen': value vouchers (25, 50, 100 € or a whole-euro amount from 10 to 500) put in
 * the cart by a plain form (POST /api/shop-vouchers/), and a balance check by code (a GET form to
 * this page; the same check as GET /api/shop-vouchers/{code}/).
 */
export async function ShopVouchersView({
  locale,
  error,
  code,
  client,
}: {
  locale: Locale;
  error: ShopFormError | null;
  code: string | null;
  client: ShopClient;
}) {
  const [t, forms, state] = await Promise.all([
    getTranslations({ locale, namespace: 'ShopVouchers' }),
    getTranslations({ locale, namespace: 'ShopForms' }),
    shopState(),
  ]);
  const check = code ? await checkBalance(code, client) : null;
  const checkLines = (() => {
    if (!check) return [];
    if (check.kind !== 'found')
      return [
        t(check.kind === 'unknown' ? 'checkUnknown' : check.kind === 'malformed' ? 'checkMalformed' : 'checkLimited'),
      ];
    const balance = t('checkBalance', {
      balance: formatPrice(check.balance, locale),
      value: formatPrice(check.value, locale),
      date: dayText(check.valid_until, locale),
    });
    if (check.usable) return [balance];
    const reason =
      parsePriceToCents(check.balance) === 0
        ? 'checkUsedUp'
        : new Date(check.valid_until) <= new Date()
          ? 'checkExpired'
          : 'checkNotPaid';
    return [balance, t(reason)];
  })();

  return (
    <article className={styles.page} aria-labelledby="shop-vouchers-title">
      <p className={styles.back}>
        <a href={`/${locale}/webshop`}>{forms('backToShop')}</a>
      </p>
      <header className={styles.head}>
        <p className={styles.preline}>{t('preline')}</p>
        <h1 id="shop-vouchers-title">{t('title')}</h1>
        <p className={styles.subtitle}>{t('intro')}</p>
      </header>

      {error && <ShopErrorText error={error} locale={locale} />}

      {!state.online ? (
        <ShopOffline locale={locale} />
      ) : (
        <form className={styles.form} method="post" action={`/api/shop-vouchers/?lang=${locale}`}>
          <fieldset className={styles.group}>
            <legend>{t('valueLegend')}</legend>
            <div className={styles.values}>
              {VOUCHER_VALUES.map((value) => (
                <label key={value} className={styles.slot}>
                  <input type="radio" name="value" value={value} defaultChecked={value === 50} />
                  <span>
                    <strong>{formatPrice(value, locale)}</strong>
                  </span>
                </label>
              ))}
              <label className={styles.slot}>
                <input type="radio" name="value" value="custom" />
                <span>
                  <strong>{t('custom')}</strong>
                </span>
              </label>
            </div>
            <div className={styles.field}>
              <label htmlFor="voucher-custom">{t('customLabel')}</label>
              <input
                className={styles.quantity}
                id="voucher-custom"
                name="custom_value"
                type="number"
                inputMode="numeric"
                min={10}
                max={500}
                step={1}
                aria-describedby="voucher-custom-hint"
              />
              <p className={styles.hint} id="voucher-custom-hint">
                {t('customHint')}
              </p>
            </div>
            <div className={styles.field}>
              <label htmlFor="voucher-quantity">{t('quantity')}</label>
              <input
                className={styles.quantity}
                id="voucher-quantity"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                step={1}
                defaultValue={1}
                required
              />
            </div>
          </fieldset>
          <div className={styles.submit}>
            <button className="button" type="submit">
              {t('addToCart')}
            </button>
            <a href={`/${locale}/webshop/cart`}>{forms('toCart')}</a>
          </div>
          <p className={styles.hint}>{t('terms', { years: VOUCHER_VALIDITY_YEARS })}</p>
        </form>
      )}

      <section className={styles.section} aria-labelledby="voucher-check">
        <h2 id="voucher-check">{t('checkTitle')}</h2>
        <form
          className={styles.form}
          method="get"
          action={`/${locale}/webshop/vouchers`}
          role="search"
          aria-labelledby="voucher-check"
        >
          <div className={styles.field}>
            <label htmlFor="voucher-code">{t('codeLabel')}</label>
            <input
              className={styles.code}
              id="voucher-code"
              name="code"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              placeholder="GUT-XXXX-XXXX-XXXX"
              defaultValue={code ?? ''}
              required
            />
          </div>
          <div className={styles.submit}>
            <button className="button button--secondary" type="submit">
              {t('check')}
            </button>
          </div>
        </form>
        {checkLines.length > 0 && (
          <div
            className={check?.kind === 'found' && check.usable ? `${styles.notice} ${styles.success}` : styles.notice}
            role="status"
          >
            {checkLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </section>
    </article>
  );
}
