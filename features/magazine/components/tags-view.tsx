import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { getTags } from '../server/articles';
import { magazinePaths } from '../paths';
import styles from './magazine.module.css';

/** All #Topics: every tag that has articles in this language, with how many. */
export async function TagsView({ locale }: { locale: Locale }) {
  const [t, tags] = await Promise.all([getTranslations({ locale, namespace: 'Magazine' }), getTags(locale)]);
  return (
    <main id="content" className={styles.page}>
      <Breadcrumb items={[{ label: t('title'), href: magazinePaths.home(locale) }, { label: t('topicsTitle') }]} />
      <h1 className={styles.title}>{t('topicsTitle')}</h1>
      <p className={styles.intro}>{t('topicsIntro')}</p>
      <ul className={styles.topics}>
        {tags.map((tag) => (
          <li key={tag.id}>
            <a href={magazinePaths.tag(locale, tag)}>
              #{tag.name} <span className={styles.count}>{t('topicCount', { count: tag.count ?? 0 })}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
