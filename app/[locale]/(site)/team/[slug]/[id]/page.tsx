import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getPerson, PersonDetailView } from '@/features/team/server';
import { decodeParam, parseId } from '@/lib/params';

// ISR: rendered on first request, then cached until one of its data tags is revalidated.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/team/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const personId = parseId(id);
  const person = personId ? await getPerson(personId, locale as Locale) : null;
  if (!person) return {};
  return { title: person.name, description: `${person.role}. ${person.biography}`.slice(0, 160), alternates: { canonical: person.url } };
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
  return <PersonDetailView person={person} locale={locale} />;
}
