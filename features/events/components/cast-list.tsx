import type { CastEntry } from '../server/detail';
import styles from '@/components/detail-page.module.css';

/** Cast and crew with links to the team pages. */
export function CastList({ cast, heading }: { cast: CastEntry[]; heading: string }) {
  return (
    <section className={styles.section} aria-label={heading}>
      <h2>{heading}</h2>
      <ul className={styles.cast}>
        {cast.map((person) => (
          <li key={person.id}>
            {person.image && (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={person.image.url} alt="" width={96} height={120} loading="lazy" />
            )}
            <span>
              <a href={person.url}>{person.name}</a>
              <span className={styles.role}>{person.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
