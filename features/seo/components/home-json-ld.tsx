import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { env } from '@/lib/env';
import { museumJsonLd, websiteJsonLd } from '../json-ld';
import { getMuseumFacts } from '../server/museum';
import { JsonLd } from '@/components/json-ld';

/** The home page's structured data: the WebSite with its search, and the museum with address and hours. */
export async function HomeJsonLd({ locale }: { locale: Locale }) {
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'Common' }), getMuseumFacts()]);
  const siteUrl = env().SITE_URL;
  const homePath = `/${locale}`;
  return (
    <>
      <JsonLd
        data={websiteJsonLd({ name: t('siteName'), siteUrl, homePath, searchPath: `/${locale}/search`, locale })}
      />
      <JsonLd
        data={museumJsonLd({
          name: t('siteName'),
          description: t('siteTagline'),
          siteUrl,
          homePath,
          address: facts.address,
          geo: facts.geo,
          openingHours: facts.openingHours,
          image: `/og/${locale}/site/0.png`,
        })}
      />
    </>
  );
}
