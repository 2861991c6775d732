import type { TeamGroup } from '../server/team';
import { PersonCard } from './person-card';
import styles from './team.module.css';

/**
 * The team by category. With the design setting teamAccordion each category is a disclosure
 * (native details/summary: keyboard and screen readers work, and it opens without JavaScript).
 */
export function TeamList({ groups, accordion }: { groups: TeamGroup[]; accordion: boolean }) {
  return (
    <div className={styles.groups}>
      {groups.map((group, i) => {
        const people = (
          <ul className={styles.grid}>
            {group.persons.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
        );
        return accordion ? (
          <details key={group.id} className={styles.accordion} open={i === 0}>
            <summary>
              <h2>{group.name}</h2>
            </summary>
            {people}
          </details>
        ) : (
          <section key={group.id} aria-labelledby={`team-${group.id}`}>
            <h2 id={`team-${group.id}`}>{group.name}</h2>
            {people}
          </section>
        );
      })}
    </div>
  );
}
