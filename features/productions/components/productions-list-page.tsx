import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report';
import { parseId } from '@/lib/params';
import { Breadcrumb } from '@/components/breadcrumb';
import styles from '@/components/card-list.module.css';
import { ListNavigation, ListResults } from '@/components/list-navigation.client';
import { CardsSkeleton } from '@/components/skeletons';
import { programmePath, ProgrammeMain } from '@/features/events';
import { getProgrammeOptions, unknownFilterValue } from '@/features/events/server';
import { listProductions } from '../server/productions';
import { ProductionCard } from './production-card';
import { ProductionFilters, type ProductionFilterValues } from './production-filters.client';

const PAGE_SIZE = 9;

type Query = Record<string, string | string[] | undefined>;

/** A numeric query value: null when absent or empty, 'bad' when not an id. */
function numeric(value: string | string[] | undefined): number | null | 'bad' {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v === '') return null;
  return parseId(v) ?? 'bad';
}

/**
 * Productions with filters season, exhibition type and tag; pages start at 1 (docs/requirements.md §4). An invalid or
 * unknown filter value, or a page past the end, is reported and redirects to the unfiltered list.
 */
export async function ProductionsListPage({ locale, query }: { locale: Locale; query: Query }) {
  const base = programmePath(locale, '/productions');
  const raw = {
    season: numeric(query.season),
    exhibition_type: numeric(query.exhibition_type),
    tag: numeric(query.tag),
    page: numeric(query.page),
  };
  const bad = Object.entries(raw).find(([, v]) => v === 'bad');
  const values = { season: raw.season, exhibition_type: raw.exhibition_type, tag: raw.tag } as ProductionFilterValues;
  const unknown = bad
    ? null
    : await unknownFilterValue({
        season: values.season,
        exhibition_type: values.exhibition_type,
        production_tag: values.tag,
      });
  if (bad || unknown) {
    reportError(new Error(`Productions list: ${bad ? `invalid ${bad[0]}` : unknown}`), { path: base, query });
    redirect(base);
  }
  const page = (raw.page as number | null) ?? 1;
  const [t, options, data] = await Promise.all([
    getTranslations({ locale, namespace: 'Productions' }),
    getProgrammeOptions(locale),
    listProductions(values, locale, page, PAGE_SIZE),
  ]);
  if (page > 1 && (page - 1) * PAGE_SIZE >= data.count) redirect(base);
  const link = (p: number) => {
    const search = new URLSearchParams(
      Object.entries({ ...values, page: p > 1 ? p : null }).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])),
    ).toString();
    return `${base}${search ? `?${search}` : ''}`;
  };
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ListNavigation>
        {/* Keyed by the filters: after a client navigation (Reset, another filter) the selects show the new state. */}
        <ProductionFilters
          key={JSON.stringify(values)}
          action={base}
          values={values}
          options={{ season: options.season, exhibition_type: options.type, tag: options.productionTag }}
          texts={{
            filtersLabel: t('filtersLabel'),
            filter: { season: t('filter.season'), exhibition_type: t('filter.exhibition_type'), tag: t('filter.tag') },
            all: t('all'),
            apply: t('apply'),
            resetFilters: t('resetFilters'),
          }}
        />
        <ListResults
          skeleton={<CardsSkeleton cards={PAGE_SIZE} gridClassName={styles.grid} />}
          loadingText={(await getTranslations({ locale, namespace: 'Common' }))('listLoading')}
        >
          {data.results.length ? (
            <div className={styles.grid}>
              {data.results.map((production) => (
                <ProductionCard key={production.id} production={production} locale={locale} />
              ))}
            </div>
          ) : (
            <p className={styles.empty} role="status">
              {t('empty')}
            </p>
          )}
        </ListResults>
        <nav className={styles.pager} aria-label={t('title')}>
          {page > 1 && (
            <a href={link(page - 1)} data-list-nav="">
              {t('previous')}
            </a>
          )}
          {page * PAGE_SIZE < data.count && (
            <a className="button button--secondary" href={link(page + 1)} data-list-nav="">
              {t('more')}
            </a>
          )}
        </nav>
      </ListNavigation>
    </ProgrammeMain>
  );
}
