import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedShopHref } from '@/lib/proxy/rules';
import { Breadcrumb } from '@/components/breadcrumb';
import styles from '@/components/detail-page.module.css';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import { formatPrice } from '@/features/box-office';
import { programmePath } from '../paths';
import type { SeriesDetail } from '../server/series';
import { EventDateList } from './event-date-list';
import { ProgrammeMain } from './programme-main';

/** One series or subscription with its upcoming dates. */
export async function SeriesDetailView({ series, locale }: { series: SeriesDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Series' });
  return (
    <ProgrammeMain admin={`series/${series.id}`}>
      <Breadcrumb items={[{ label: t('title'), href: programmePath(locale, '/series') }, { label: series.name }]} />
      <article className={styles.detail}>
        {series.is_subscription && <p className={styles.preline}>{t('subscription')}</p>}
        <h1>{series.name}</h1>
        <p className={styles.teaser}>{series.teaser}</p>
        {series.image_obj && (
          <StoredImage
            className={styles.image}
            image={series.image_obj}
            thumbnails={series.image_thumbnails}
            sizes={IMAGE_SLOTS.detail}
            width={1600}
            height={1000}
          />
        )}
        <p>{series.description}</p>
        {series.subscription_price && (
          <div className={styles.actions}>
            <strong>{t('subscriptionPrice', { price: formatPrice(series.subscription_price, locale) })}</strong>
            {series.ticket_url && (
              <a className="button" href={localizedShopHref(series.ticket_url, locale)}>
                {t('buySubscription')}
              </a>
            )}
          </div>
        )}
        <section id="dates-and-tickets" className={styles.section} aria-labelledby="series-dates">
          <h2 id="series-dates">{t('events')}</h2>
          {series.events.length ? <EventDateList events={series.events} locale={locale} /> : <p>{t('noEvents')}</p>}
        </section>
      </article>
    </ProgrammeMain>
  );
}
