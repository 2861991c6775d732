import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { roleAllows, type StaffRole } from '@/features/auth';
import { CART_ERROR } from '@/features/box-office';
import { todaysDates } from '../server/today';
import { CounterSaleForm } from './counter-sale.client';
import { DateChips } from './date-chips';
import styles from './counter.module.css';

type Staff = { role: StaffRole; csrf_token: string };

/**
 * /{lang}/dashboard/counter: today's dates to pick from, and the sale form of the chosen one (the
 * first with places left unless `?date=` names another). A refused sale comes back with its reason.
 */
export async function CounterPage({
  locale,
  user,
  date,
  error,
  errorCode,
}: {
  locale: Locale;
  user: Staff;
  date?: number;
  error?: string;
  /** The box office's error code of a refused plain-form sale (CART_ERROR). */
  errorCode?: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Counter' });
  if (!roleAllows(user.role, ['box_office']))
    return (
      <main id="content" className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p role="alert">{t('forbidden', { role: user.role })}</p>
      </main>
    );
  const [dates, messages] = await Promise.all([todaysDates(locale), getMessages({ locale }) as Promise<Messages>]);
  const chosen =
    dates.find((d) => d.id_jet === date) ?? dates.find((d) => d.left > 0 && !d.cancelled) ?? dates[0] ?? null;
  return (
    <main id="content" className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {t('refused', {
            reason:
              errorCode === CART_ERROR.notEnoughSeats || errorCode === CART_ERROR.notEnoughPlaces
                ? t('errorSoldOut')
                : errorCode === CART_ERROR.orderLimit
                  ? t('errorLimit')
                  : error,
          })}
        </p>
      ) : null}
      {!dates.length || !chosen ? (
        <p className={styles.note}>{t('noDates')}</p>
      ) : (
        <>
          <DateChips locale={locale} dates={dates} chosen={chosen.id_jet} label={t('chooseDate')} />
          <h2 className={styles.dateTitle}>{chosen.title}</h2>
          <CounterSaleForm
            key={chosen.id_jet}
            locale={locale}
            messages={messages.Counter}
            date={chosen}
            csrfToken={user.csrf_token}
          />
        </>
      )}
    </main>
  );
}
