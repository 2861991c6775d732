import type { PersonSummary } from '../server/team';
import styles from './team.module.css';

export function PersonCard({ person }: { person: PersonSummary }) {
  const image = person.image_thumbnails.small ?? person.image_obj?.url;
  return (
    <li className={styles.person}>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt="" width={480} height={600} loading="lazy" className={styles.portrait} />
      )}
      <a href={person.url} className={styles.name}>
        {person.name}
      </a>
      <span className={styles.role}>{person.role}</span>
    </li>
  );
}
