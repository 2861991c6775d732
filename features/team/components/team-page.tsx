import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { ProgrammeMain } from '@/features/events';
import { getDesignSettings } from '@/features/settings/server';
import { listTeam } from '../server/team';
import { TeamList } from './team-list';

/** The team (ensemble) by category; an accordion when the design settings say so. */
export async function TeamPageView({ locale }: { locale: Locale }) {
  const [t, groups, design] = await Promise.all([
    getTranslations({ locale, namespace: 'Team' }),
    listTeam(locale),
    getDesignSettings(),
  ]);
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <TeamList groups={groups} accordion={design.teamAccordion} />
    </ProgrammeMain>
  );
}
