import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { programmePath, ProgrammeMain } from '@/features/events';
import type { PersonDetail } from '../server/team';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import styles from './team.module.css';

/** A team member: portrait, role, biography and productions. */
export async function PersonDetailView({ person, locale }: { person: PersonDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Team' });
  return (
    <ProgrammeMain admin={`persons/${person.id}`}>
      <Breadcrumb items={[{ label: t('title'), href: programmePath(locale, '/team') }, { label: person.name }]} />
      <article className={styles.profile}>
        {person.image_obj && (
          <StoredImage
            className={styles.portrait}
            image={person.image_obj}
            thumbnails={person.image_thumbnails}
            sizes={IMAGE_SLOTS.portrait}
            width={800}
            height={1000}
            priority
          />
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
