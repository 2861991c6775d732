import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { ListNavigation, ListResults } from '@/components/list-navigation.client';
import { ResultRowsSkeleton } from '@/components/skeletons';
import { searchSite } from '../server/search';
import { searchBoxTexts } from '../server/texts';
import { searchHref, type SearchCategory } from '../search-path';
import { SearchBoxLazy } from './search-box-lazy.client';
import { SearchResultList } from './search-results';
import styles from './search-page.module.css';

const PAGE_SIZE = 10;
const PREVIEW = 5;

/**
 * The search page (docs/requirements.md §2): tabs All / Events / Other results as links, so it works as a plain
 * form and plain links without JavaScript. 'All' shows the first hits of both groups.
 */
export async function SearchPageView({
  locale,
  query,
  category,
  page,
}: {
  locale: Locale;
  query: string;
  category: SearchCategory | null;
  page: number;
}) {
  const [t, boxTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchPage' }),
    searchBoxTexts(locale),
  ]);
  const text = query.trim();
  const [events, others] = text
    ? await Promise.all(
        (['events', 'others'] as const).map((group) =>
          searchSite({
            locale,
            text,
            group,
            page: category === group ? page : 1,
            pageSize: category === group ? PAGE_SIZE : category ? 1 : PREVIEW,
          }),
        ),
      )
    : [null, null];
  const counts = { events: events?.count ?? 0, others: others?.count ?? 0 };
  // Above the ranked candidates the search cannot say how many: "1000+" rather than a false total.
  const shown = (count: number, capped: boolean) => (capped ? t('countMore', { count }) : String(count));
  const tabs = [
    { key: null, label: t('all'), count: shown(counts.events + counts.others, !!(events?.capped || others?.capped)) },
    { key: 'events' as const, label: t('events'), count: shown(counts.events, !!events?.capped) },
    { key: 'others' as const, label: t('others'), count: shown(counts.others, !!others?.capped) },
  ];
  const nothing = text !== '' && counts.events + counts.others === 0;

  return (
    <main id="content" className={styles.page}>
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1>{text ? t('titleWithQuery', { query: text }) : t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ListNavigation>
        <SearchBoxLazy variant="page" initialQuery={text} label={t('title')} locale={locale} texts={boxTexts} />
        {text === '' && <p className={styles.notice}>{t('emptyQuery')}</p>}
        {nothing && (
          <p className={styles.notice} role="status">
            {t('noResults')}
          </p>
        )}
        {text !== '' && !nothing && (
          <>
            <nav aria-label={t('tabs')} className={styles.tabs}>
              <ul>
                {tabs.map((tab) => (
                  <li key={tab.key ?? 'all'}>
                    <a
                      href={searchHref(locale, text, tab.key)}
                      data-list-nav=""
                      aria-current={tab.key === category ? 'page' : undefined}
                      className={styles.tab}
                    >
                      {tab.label} <span className={styles.tabCount}>({tab.count})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <ListResults
              skeleton={<ResultRowsSkeleton rows={category ? PAGE_SIZE : PREVIEW} />}
              loadingText={(await getTranslations({ locale, namespace: 'Common' }))('listLoading')}
            >
              {(['events', 'others'] as const)
                .filter((group) => category === null || category === group)
                .map((group) => {
                  const list = group === 'events' ? events! : others!;
                  if (list.count === 0)
                    return category ? (
                      <p key={group} className={styles.notice} role="status">
                        {t('noResults')}
                      </p>
                    ) : null;
                  const pages = Math.ceil(list.count / PAGE_SIZE);
                  const label = list.capped
                    ? t('countCapped', { count: list.count })
                    : t('count', { count: list.count });
                  return (
                    <section key={group} aria-labelledby={`results-${group}`} className={styles.section}>
                      <h2 id={`results-${group}`}>
                        {t(group)} <span className={styles.tabCount}>{label}</span>
                      </h2>
                      {category !== null && page > pages ? (
                        <p className={styles.notice} role="status">
                          {t('pastLastPage', { page, pages })}{' '}
                          <a href={searchHref(locale, text, group, pages)} data-list-nav="">
                            {t('lastPage')}
                          </a>
                        </p>
                      ) : (
                        <SearchResultList results={list.results} query={text} locale={locale} />
                      )}
                      {category === null && list.count > PREVIEW && (
                        <a className={styles.more} href={searchHref(locale, text, group)} data-list-nav="">
                          {t('showAll', { count: list.count })}
                        </a>
                      )}
                      {category !== null && pages > 1 && (
                        <nav aria-label={t('pagination')} className={styles.pager}>
                          {page > 1 && (
                            <a rel="prev" data-list-nav="" href={searchHref(locale, text, group, page - 1)}>
                              {t('previous')}
                            </a>
                          )}
                          <span>{t('pageOf', { page, pages })}</span>
                          {page < pages && (
                            <a rel="next" data-list-nav="" href={searchHref(locale, text, group, page + 1)}>
                              {t('next')}
                            </a>
                          )}
                        </nav>
                      )}
                    </section>
                  );
                })}
            </ListResults>
          </>
        )}
      </ListNavigation>
    </main>
  );
}
