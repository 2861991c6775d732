import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { programmePath, ProgrammeMain } from '@/features/events';
import { getDesignSettings } from '@/features/settings/server';
import { listTeam } from '@/features/team/server';
import { TeamList } from '@/features/team';

// ISR (the root layout's empty generateStaticParams): rendered on first request, then cached until one of
// its data tags is revalidated.

export async function generateMetadata({ params }: PageProps<'/[locale]/team'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Team' });
  return { title: t('title'), description: t('metaDescription'), alternates: { canonical: programmePath(locale, '/team') } };
}

/** The team (ensemble) by category; an accordion when the design settings say so. */
export default async function TeamPage({ params }: PageProps<'/[locale]/team'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, groups, design] = await Promise.all([getTranslations({ locale, namespace: 'Team' }), listTeam(locale), getDesignSettings()]);
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <TeamList groups={groups} accordion={design.teamAccordion} />
    </ProgrammeMain>
  );
}
