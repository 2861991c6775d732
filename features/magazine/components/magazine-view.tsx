import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb, type BreadcrumbItem } from '@/components/breadcrumb';
import { ListNavigation, ListResults } from '@/components/list-navigation.client';
import { CardsSkeleton } from '@/components/skeletons';
import { SearchBoxLazy } from '@/features/search/client';
import { searchBoxTexts } from '@/features/search/server';
import { getArticles, getCategories } from '../server/articles';
import { magazinePaths } from '../paths';
import { ARTICLES_PAGE_SIZE } from '../types';
import { ArticleCard } from './article-card';
import { LoadMore } from './load-more.client';
import styles from './magazine.module.css';

type Props = {
  locale: Locale;
  page: number;
  category?: { id: number; name: string };
  tag?: { id: number; name: string };
  basePath: string;
};

/**
 * The magazine page of docs/requirements.md §2: breadcrumb, search start box, headline, category links with an All
 * entry (the active one highlighted) and the All #Topics link, then the articles, newest first.
 */
export async function MagazineView({ locale, page, category, tag, basePath }: Props) {
  const [t, categories, list] = await Promise.all([
    getTranslations({ locale, namespace: 'Magazine' }),
    getCategories(locale),
    getArticles({ locale, category: category?.id, tag: tag?.id, page, pageSize: ARTICLES_PAGE_SIZE }),
  ]);
  const heading = tag ? t('topicTitle', { name: tag.name }) : (category?.name ?? t('title'));
  const crumbs: BreadcrumbItem[] =
    category || tag
      ? [{ label: t('title'), href: magazinePaths.home(locale) }, { label: heading }]
      : [{ label: t('title') }];
  const pages = Math.max(1, Math.ceil(list.count / ARTICLES_PAGE_SIZE));

  return (
    <main id="content" className={styles.page}>
      <Breadcrumb items={crumbs} />
      <div className={styles.searchStart}>
        <SearchBoxLazy variant="page" label={t('searchStart')} locale={locale} texts={await searchBoxTexts(locale)} />
      </div>
      <h1 className={styles.title}>{heading}</h1>
      {!category && !tag && <p className={styles.intro}>{t('intro')}</p>}
      <ListNavigation>
        <nav aria-label={t('categories')} className={styles.categories}>
          <ul>
            <li>
              <a
                href={magazinePaths.home(locale)}
                aria-current={!category && !tag ? 'page' : undefined}
                data-list-nav=""
              >
                {t('all')}
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <a
                  href={magazinePaths.category(locale, c)}
                  aria-current={category?.id === c.id ? 'page' : undefined}
                  data-list-nav=""
                >
                  {c.name}
                </a>
              </li>
            ))}
            <li className={styles.topicsLink}>
              <a href={magazinePaths.tags(locale)}>{t('allTopics')}</a>
            </li>
          </ul>
        </nav>
        <ListResults
          skeleton={<CardsSkeleton cards={ARTICLES_PAGE_SIZE} gridClassName={styles.grid} />}
          loadingText={(await getTranslations({ locale, namespace: 'Common' }))('listLoading')}
        >
          <p className={styles.count}>
            {t('count', { count: list.count })}
            {pages > 1 && <> · {t('pageOf', { page, pages })}</>}
          </p>
          {list.results.length === 0 ? (
            <p className={styles.empty}>{t('empty')}</p>
          ) : (
            <div className={styles.grid} data-more-items="">
              {list.results.map((a) => (
                <ArticleCard key={a.id} article={a} locale={locale} />
              ))}
            </div>
          )}
          {page < pages && (
            <LoadMore
              // A new list (another category) starts its own 'more' pages.
              key={`${category?.id ?? ''}-${tag?.id ?? ''}-${page}`}
              texts={{ loadMore: t('loadMore'), loading: t('loading'), loadFailed: t('loadFailed') }}
              nextPage={page + 1}
              total={list.count}
              nextHref={`${basePath}?page=${page + 1}`}
            />
          )}
        </ListResults>
      </ListNavigation>
    </main>
  );
}
