import type { PersonSummary } from '../server/team';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import styles from './team.module.css';

export function PersonCard({ person }: { person: PersonSummary }) {
  return (
    <li className={styles.person}>
      {person.image_obj && (
        <StoredImage
          className={styles.portrait}
          image={person.image_obj}
          thumbnails={person.image_thumbnails}
          sizes={IMAGE_SLOTS.teamCard}
          width={480}
          height={600}
          alt=""
        />
      )}
      <a href={person.url} className={styles.name}>
        {person.name}
      </a>
      <span className={styles.role}>{person.role}</span>
    </li>
  );
}
