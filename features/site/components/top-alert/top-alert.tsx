import { getTranslations } from 'next-intl/server';
import { CloseIcon } from '@/components/icons';
import type { Locale } from '@/i18n/config';
import type { BreakingNews } from '../../server/breaking-news';
import { TOP_ALERT_CLOSED_ATTR } from './top-alert-cookie';
import { TopAlertView } from './top-alert.client';

/**
 * The breaking-news banner. The alert is rendered into the cached page for everyone; for visitors
 * who closed this alert, the head's script (TopAlertScript) and this alert's style rule hide it
 * before the first paint, so it neither flashes nor shifts the layout when JavaScript takes over.
 */
export async function TopAlert({ alert, locale }: { alert: BreakingNews | null; locale: Locale }) {
  if (!alert) return null;
  const t = await getTranslations({ locale, namespace: 'TopAlert' });
  const hide = `html[${TOP_ALERT_CLOSED_ATTR}="${alert.id}"] [data-top-alert]{display:none}`;
  return (
    <>
      {/* href and precedence: React puts the rule into <head>, where a <style> belongs. */}
      <style href={`top-alert-${alert.id}`} precedence="top-alert">
        {hide}
      </style>
      <TopAlertView alert={alert} texts={{ label: t('label'), close: t('close') }} closeIcon={<CloseIcon />} />
    </>
  );
}
