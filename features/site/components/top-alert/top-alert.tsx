import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { BreakingNews } from '../../server/breaking-news';
import { TOP_ALERT_COOKIE } from './top-alert-cookie';
import { TopAlertView } from './top-alert.client';

/**
 * The breaking-news banner. The alert is rendered into the cached page for everyone; a tiny inline
 * script hides it before first paint for visitors who closed this alert, so it neither flashes nor
 * shifts the layout when JavaScript takes over.
 */
export async function TopAlert({ alert, locale }: { alert: BreakingNews | null; locale: Locale }) {
  if (!alert) return null;
  const t = await getTranslations({ locale, namespace: 'TopAlert' });
  const id = JSON.stringify(String(alert.id));
  const script = `(function(){var m=document.cookie.match(/(?:^|; )${TOP_ALERT_COOKIE}=([^;]*)/);if(m&&decodeURIComponent(m[1])===${id})document.documentElement.classList.add('top-alert-off')})()`;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <TopAlertView alert={alert} texts={{ label: t('label'), close: t('close') }} />
    </>
  );
}
