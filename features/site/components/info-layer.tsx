import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';

/**
 * docs/requirements.md §2 no-JavaScript info layer. A bar above the page (never over it): the texts stay readable,
 * only the interactive parts are missing. The reload button is a link to the page itself.
 */
export async function InfoLayer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'InfoLayer' });
  return (
    <noscript>
      <div className="info-layer" role="note">
        <p className="info-layer__title">{t('title')}</p>
        <p className="info-layer__text">{t('text')}</p>
        <a className="button button--small" href="">
          {t('reload')}
        </a>
      </div>
    </noscript>
  );
}
