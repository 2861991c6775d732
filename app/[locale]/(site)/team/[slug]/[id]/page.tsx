import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getPerson, PersonDetailView } from '@/features/team/server';
import { decodeParam, parseId } from '@/lib/params';
import { env } from '@/lib/env';
import { JsonLd } from '@/components/json-ld';
import { programmeUrls } from '@/features/events';
import { generatedImagePath, personJsonLd } from '@/features/seo';
import { seoMetadata } from '@/features/seo/server';

// ISR: rendered on first request, then cached until one of its data tags is revalidated.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/team/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const personId = parseId(id);
  const person = personId ? await getPerson(personId, locale as Locale) : null;
  if (!person) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Seo' });
  return seoMetadata({
    locale: locale as Locale,
    title: person.name,
    context: [person.role || t('person')],
    description: [person.role, person.biography].filter(Boolean).join('. '),
    urls: programmeUrls('/team/[slug]/[id]', {}, person.id, person.slug),
    image: person.image_obj
      ? { url: person.image_thumbnails.large ?? person.image_obj.url, alt: person.image_obj.alt || person.name }
      : null,
    generatedImage: generatedImagePath(locale as Locale, 'person', person.id),
    type: 'profile',
  });
}

/** A team member: portrait, role, biography and productions. */
export default async function PersonPage({ params }: PageProps<'/[locale]/team/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const personId = parseId(id);
  const person = personId ? await getPerson(personId, locale) : null;
  if (!person) notFound();
  if (decodeParam(slug) !== person.slug) permanentRedirect(person.url);
  return (
    <>
      <JsonLd
        data={personJsonLd({
          name: person.name,
          role: person.role,
          biography: person.biography,
          url: person.url,
          image: person.image_obj ? (person.image_thumbnails.large ?? person.image_obj.url) : null,
          organization: (await getTranslations({ locale, namespace: 'Common' }))('siteName'),
          siteUrl: env().SITE_URL,
          productions: person.productions,
        })}
      />
      <PersonDetailView person={person} locale={locale} />
    </>
  );
}
