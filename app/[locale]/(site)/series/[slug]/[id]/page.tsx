import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { programmePath, ProgrammeMain, EventDateList } from '@/features/events';
import { formatPrice } from '@/features/ticketing';
import { getSeries } from '@/features/events/server';
import styles from '@/components/detail-page.module.css';
import { parseId } from '@/lib/params';

// ISR: rendered on first request, then cached until one of its data tags is revalidated. The upcoming
// dates it lists depend on the clock, so it is also re-rendered at least every 10 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 600;


export async function generateMetadata({ params }: PageProps<'/[locale]/series/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const seriesId = parseId(id);
  const series = seriesId ? await getSeries(seriesId, locale as Locale) : null;
  if (!series) return {};
  return { title: series.name, description: series.teaser, alternates: { canonical: series.url, languages: series.urls } };
}

/** One series or subscription with its upcoming dates. */
export default async function SeriesPage({ params }: PageProps<'/[locale]/series/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const seriesId = parseId(id);
  const series = seriesId ? await getSeries(seriesId, locale) : null;
  if (!series) notFound();
  if (decodeURIComponent(slug) !== series.slug) permanentRedirect(series.url);
  const t = await getTranslations({ locale, namespace: 'Series' });
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title'), href: programmePath(locale, '/series') }, { label: series.name }]} />
      <article className={styles.detail}>
        {series.is_subscription && <p className={styles.preline}>{t('subscription')}</p>}
        <h1>{series.name}</h1>
        <p className={styles.teaser}>{series.teaser}</p>
        {series.image_obj && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.image} src={series.image_obj.url} alt={series.image_obj.alt} width={1600} height={1000} />
        )}
        <p>{series.description}</p>
        {series.subscription_price && (
          <div className={styles.actions}>
            <strong>{t('subscriptionPrice', { price: formatPrice(series.subscription_price, locale) })}</strong>
            {series.ticket_url && (
              <a className="button" href={series.ticket_url}>
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
