import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { programmePath, ProgrammeMain } from '@/features/events';
import { getPerson } from '@/features/team/server';
import styles from '@/features/team/components/team.module.css';
import { parseId } from '@/lib/params';

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
  if (decodeURIComponent(slug) !== person.slug) permanentRedirect(person.url);
  const t = await getTranslations({ locale, namespace: 'Team' });
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title'), href: programmePath(locale, '/team') }, { label: person.name }]} />
      <article className={styles.profile}>
        {person.image_obj && (
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.portrait} src={person.image_thumbnails.medium ?? person.image_obj.url} alt={person.image_obj.alt} width={800} height={1000} />
        )}
        <div>
          <h1>{person.name}</h1>
          <p className={styles.role}>{[person.role, person.category?.name].filter(Boolean).join(' · ')}</p>
          <p>{person.biography}</p>
          {person.productions.length > 0 && (
            <>
              <h2>{t('productions')}</h2>
              <ul>
                {person.productions.map((p) => (
                  <li key={p.id}>
                    <a href={p.url}>{p.title}</a> – {p.role}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </article>
    </ProgrammeMain>
  );
}
