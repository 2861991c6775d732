import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { DesignSettings } from '@/features/settings';
import { CastList, EventDateList } from '@/features/events';
import { FavoriteButton } from '@/features/favorites/client';
import { favoriteTexts } from '@/features/favorites/server';
import type { ProductionDetail } from '../server/productions';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import styles from '@/components/detail-page.module.css';

/** Production page sections in the order of the design settings (detailSections.production). */
export async function ProductionDetailView({
  production,
  locale,
  design,
}: {
  production: ProductionDetail;
  locale: Locale;
  design: DesignSettings;
}) {
  const [t, hearts] = await Promise.all([getTranslations({ locale, namespace: 'Productions' }), favoriteTexts(locale)]);
  const sections: Record<string, React.ReactNode> = {
    intro: (
      <header key="intro">
        <p className={styles.preline}>
          {[production.exhibition_type?.name, production.season?.name].filter(Boolean).join(' · ')}
        </p>
        <h1>{production.title}</h1>
        {production.subtitle && <p className={styles.subtitle}>{production.subtitle}</p>}
        <FavoriteButton
          locale={locale}
          texts={hearts}
          kind="production"
          id={production.id}
          title={production.title}
          variant="labelled"
        />
        {production.image_obj && (
          <StoredImage
            className={styles.image}
            image={production.image_obj}
            thumbnails={production.image_thumbnails}
            sizes={IMAGE_SLOTS.detail}
            width={1600}
            height={1000}
            priority
          />
        )}
        <p className={styles.teaser}>{production.teaser}</p>
      </header>
    ),
    content: (
      <section key="content" className={styles.section} aria-labelledby="about-heading">
        <h2 id="about-heading">{t('about')}</h2>
        {production.description.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {production.duration && <p className={styles.meta}>{t('duration', { duration: production.duration })}</p>}
      </section>
    ),
    dates: (
      <section key="dates" id="dates-and-tickets" className={styles.section} aria-labelledby="dates-heading">
        <h2 id="dates-heading">{t('datesAndTickets')}</h2>
        {production.events.length ? (
          <EventDateList events={production.events} locale={locale} showTitle={false} />
        ) : (
          <p>{t('noDates')}</p>
        )}
      </section>
    ),
    cast: production.cast.length ? <CastList key="cast" cast={production.cast} heading={t('cast')} /> : null,
    venue: production.venue ? (
      <section key="venue" className={styles.section} aria-labelledby="venue-heading">
        <h2 id="venue-heading">{t('venue')}</h2>
        <p>
          <a href={production.venue.url}>{production.venue.name}</a>
        </p>
      </section>
    ) : null,
  };
  const order = [...new Set(design.detailSections.production)];
  return (
    <article className={styles.detail}>
      {order.map((key) => sections[key] ?? null)}
      {!order.includes('dates') && sections.dates}
    </article>
  );
}
