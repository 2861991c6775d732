import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { entryDate } from '../server/staff';
import { titleIn, waitingListTexts } from '../server/texts';
import styles from './waiting-list.module.css';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const positiveInt = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

const ERROR_KEYS: Record<string, string> = {
  waiting_list_places_left: 'errors.placesLeft',
  waiting_list_sale_closed: 'errors.saleClosed',
  waiting_list_unknown_date: 'errors.unknownDate',
  waiting_list_unknown_group: 'errors.unknownGroup',
  waiting_list_too_many: 'errors.tooMany',
  waiting_list_rate_limited: 'errors.rateLimited',
  invalid: 'errors.invalid',
};

/**
 * /{lang}/webshop/waiting-list: what happened, for visitors without JavaScript (joined, changed,
 * refused and why), for an offer link that has ended, and the confirmation mail's "leave the list"
 * (asked first, then posted, so a mail scanner that opens links removes nobody).
 */
export async function WaitingListStatusView({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'WaitingList' });
  const state = one(query.state);
  const event = positiveInt(one(query.event));
  const leave = positiveInt(one(query.leave));
  const signature = one(query.signature);
  const links = (
    <p>
      {event && (
        <>
          <a href={`/${locale}/webshop/event/${event}`}>{t('page.toEvent')}</a>
          {' · '}
        </>
      )}
      <a href={`/${locale}/webshop`}>{t('page.toShop')}</a>
    </p>
  );

  if (leave && signature) {
    const date = await entryDate(leave);
    const { when } = await waitingListTexts(locale);
    return (
      <section className={styles.page} aria-labelledby="wl-title">
        <h1 id="wl-title">{t('page.leaveTitle')}</h1>
        {date && (date.status === 'waiting' || date.status === 'offered') ? (
          <form method="post" action="/api/shop-waitinglist/leave/" className={styles.signup}>
            <p>{t('page.leaveQuestion', { title: titleIn(date.title, locale), when: when(date.dateStart) })}</p>
            <input type="hidden" name="entry" value={leave} />
            <input type="hidden" name="signature" value={signature} />
            <input type="hidden" name="lang" value={locale} />
            <p>
              <button className="button" type="submit">
                {t('page.leaveButton')}
              </button>
            </p>
          </form>
        ) : (
          <p className={styles.message}>{t('page.left')}</p>
        )}
        {links}
      </section>
    );
  }

  const quantity = positiveInt(one(query.quantity)) ?? 1;
  const position = positiveInt(one(query.position)) ?? 1;
  const error = one(query.error);
  const sentence = (() => {
    switch (state) {
      case 'joined':
        return t('joined', { position });
      case 'updated':
        return t('updated', { position, quantity });
      case 'offered':
        return t('offeredAlready');
      case 'left':
        return t('page.left');
      case 'ended':
        return t('page.ended');
      case 'unknown':
        return t('page.unknown');
      case 'error':
        return ERROR_KEYS[error]
          ? t(ERROR_KEYS[error] as 'errors.placesLeft', { max: positiveInt(one(query.limit)) ?? '' })
          : t('errors.failed');
      default:
        return null;
    }
  })();
  const title = state === 'joined' || state === 'updated' ? t('page.joinedTitle') : t('page.title');
  return (
    <section className={styles.page} aria-labelledby="wl-title">
      <h1 id="wl-title">{title}</h1>
      {sentence && (
        <p className={styles.message} role="status">
          {sentence}
        </p>
      )}
      {links}
    </section>
  );
}
