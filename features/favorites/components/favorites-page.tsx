import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { HeartIcon } from '@/components/icons';
import { Breadcrumb } from '@/components/breadcrumb';
import type { Locale } from '@/i18n/config';
import { pathnames } from '@/i18n/routing';
import { AccountPage, currentVisitor } from '@/features/accounts/server';
import { FAVORITES_API, FAVORITES_COOKIE } from '../constants';
import { parseFavoritesCookie, type FavoriteRef } from '../cookie';
import { readFavorites } from '../server/api';
import { favoritesPageData, type FavoriteEventView } from '../server/page-data';
import { FavoriteButton } from './favorite-button';
import { favoriteTexts } from '../server/texts';
import styles from './favorites-page.module.css';

type Query = Record<string, string | string[] | undefined>;
const ERRORS = ['too_many', 'not_found', 'invalid'] as const;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The favorites page (per visitor, never cached): a guest's favorites from the cookie, a logged-in
 * visitor's from the account. Upcoming events, then productions, then past events (kept so they can
 * be removed). Each entry has the heart as its remove button, the same form as everywhere.
 */
export async function FavoritesPage({ locale, query }: { locale: Locale; query: Query }) {
  const [t, format, visitor, jar, hearts] = await Promise.all([
    getTranslations({ locale, namespace: 'FavoritesPage' }),
    getFormatter({ locale }),
    currentVisitor(),
    cookies(),
    favoriteTexts(locale),
  ]);
  const refs = await readFavorites(visitor, jar.get(FAVORITES_COOKIE)?.value);
  const data = await favoritesPageData(refs, locale);
  const total = data.upcoming.length + data.past.length + data.productions.length;
  const error = ERRORS.find((code) => code === first(query.error));
  const confirm = visitor ? await confirmation(first(query.confirm), first(query.favorite), locale) : null;
  const csrf = visitor?.csrf_token;
  const when = (ev: { date_start: string; date_end?: string | null }) => {
    const start = new Date(ev.date_start);
    const day = format.dateTime(start, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
    const from = format.dateTime(start, { hour: '2-digit', minute: '2-digit', hour12: false });
    const to = ev.date_end
      ? format.dateTime(new Date(ev.date_end), { hour: '2-digit', minute: '2-digit', hour12: false })
      : null;
    return `${day}, ${from}${to ? ` – ${to}` : ''}`;
  };

  const eventItem = (ev: FavoriteEventView) => (
    <li key={ev.id} className={styles.item}>
      <h3 className={styles.itemTitle} id={`fav-title-e${ev.id}`}>
        <a href={ev.url}>{ev.title}</a>
      </h3>
      <p className={styles.meta}>
        <time dateTime={ev.date_start}>{when(ev)}</time>
        {ev.place && <span> · {ev.place}</span>}
      </p>
      {ev.cancelled && <p className={styles.cancelled}>{t('cancelled')}</p>}
      <div className={styles.actions}>
        {ev.ticket_url && (
          <a className="button button--small" href={ev.ticket_url} aria-label={t('ticketsFor', { title: ev.title })}>
            {t('tickets')}
          </a>
        )}
        <FavoriteButton
          locale={locale}
          texts={hearts}
          kind="event"
          id={ev.id}
          title={ev.title}
          variant="labelled"
          initialPressed
          csrfToken={csrf}
          describedBy={`fav-title-e${ev.id}`}
        />
      </div>
    </li>
  );

  const content = (
    <>
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      {total > 0 && (
        <p>
          {t('intro')} <strong>{t('count', { count: total })}</strong>
        </p>
      )}
      {error && (
        <p className={styles.alert} role="alert">
          {t(`error_${error}`)}
        </p>
      )}
      {confirm && (
        <form method="post" action={`${FAVORITES_API}?lang=${locale}`} className={styles.confirm}>
          <p>
            {confirm.favorite
              ? t('confirmAdd', { title: confirm.title })
              : t('confirmRemove', { title: confirm.title })}
          </p>
          <input type="hidden" name="kind" value={confirm.ref.kind} />
          <input type="hidden" name="id" value={confirm.ref.id} />
          <input type="hidden" name="favorite" value={confirm.favorite ? '1' : '0'} />
          <input type="hidden" name="csrf_token" value={csrf} />
          <div className={styles.actions}>
            <button type="submit" className="button">
              {t('confirmYes')}
            </button>
            <a href={`/${locale}/user/favorites`}>{t('confirmNo')}</a>
          </div>
        </form>
      )}
      {!visitor && (
        <p className={styles.hint}>
          {t.rich('guestHint', {
            login: (chunks) => (
              <a href={`/${locale}/user/login?next=${encodeURIComponent(`/${locale}/user/favorites`)}`}>{chunks}</a>
            ),
          })}
        </p>
      )}
      {total === 0 ? (
        <div className={styles.empty}>
          <HeartIcon />
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <p className={`${styles.actions} ${styles.centered}`}>
            <a className="button" href={`/${locale}${pathnames['/events'][locale]}`}>
              {t('browseEvents')}
            </a>
            <a className="button button--secondary" href={`/${locale}${pathnames['/productions'][locale]}`}>
              {t('browseProductions')}
            </a>
          </p>
        </div>
      ) : (
        <>
          {data.upcoming.length > 0 && (
            <section className={styles.group} aria-labelledby="fav-events">
              <h2 id="fav-events">{t('events')}</h2>
              <ul className={styles.list}>{data.upcoming.map(eventItem)}</ul>
            </section>
          )}
          {data.productions.length > 0 && (
            <section className={styles.group} aria-labelledby="fav-productions">
              <h2 id="fav-productions">{t('productions')}</h2>
              <ul className={styles.list}>
                {data.productions.map((pr) => (
                  <li key={pr.id} className={styles.item}>
                    <h3 className={styles.itemTitle} id={`fav-title-p${pr.id}`}>
                      <a href={pr.url}>{pr.title}</a>
                    </h3>
                    {pr.subtitle && <p className={styles.meta}>{pr.subtitle}</p>}
                    {pr.dates.length ? (
                      <>
                        <p className={styles.meta}>{t('nextDates')}</p>
                        <ul className={styles.dates}>
                          {pr.dates.map((d) => (
                            <li key={d.id}>
                              <a href={d.url}>
                                <time dateTime={d.date_start}>{when(d)}</time>
                              </a>
                              {d.cancelled && ` – ${t('cancelled')}`}
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <p className={styles.meta}>{t('noUpcoming')}</p>
                    )}
                    <div className={styles.actions}>
                      <FavoriteButton
                        locale={locale}
                        texts={hearts}
                        kind="production"
                        id={pr.id}
                        title={pr.title}
                        variant="labelled"
                        initialPressed
                        csrfToken={csrf}
                        describedBy={`fav-title-p${pr.id}`}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.past.length > 0 && (
            <section className={styles.group} aria-labelledby="fav-past">
              <h2 id="fav-past">{t('past')}</h2>
              <p className={styles.meta}>{t('pastHint')}</p>
              <ul className={styles.list}>{data.past.map(eventItem)}</ul>
            </section>
          )}
        </>
      )}
    </>
  );
  // A logged-in visitor sees their favorites inside the account area, with its navigation.
  return visitor && csrf ? (
    <AccountPage locale={locale} section="favorites" csrfToken={csrf}>
      <div className={styles.page}>{content}</div>
    </AccountPage>
  ) : (
    <main id="content" className={styles.page}>
      {content}
    </main>
  );
}

/** A logged-in visitor without JavaScript pressed a heart on a cached page: ask here, with the token. */
async function confirmation(key: string | undefined, favorite: string | undefined, locale: Locale) {
  const [ref]: FavoriteRef[] = parseFavoritesCookie(key);
  if (!ref || (favorite !== '0' && favorite !== '1')) return null;
  const data = await favoritesPageData([ref], locale);
  const title = [...data.upcoming, ...data.past, ...data.productions][0]?.title;
  return title ? { ref, favorite: favorite === '1', title } : null;
}
