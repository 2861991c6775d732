import type { DeskSeat } from '../../types';
import { SeatShape } from './seat-shape';
import type { SeatDeskTranslator } from './translator';
import styles from './seat-desk.module.css';

const sample = (patch: Partial<DeskSeat>): DeskSeat => ({
  id: 0,
  section: '',
  row: '',
  number: '1',
  seat_group: '',
  status: 'free',
  x: 0,
  y: 0,
  wheelchair: false,
  companion: false,
  restricted: false,
  blocked_reason: null,
  blocked_by: null,
  holder: null,
  ...patch,
});

/** The legend: each state and mark drawn as on the plan, with its word. */
export function DeskLegend({ t, color }: { t: SeatDeskTranslator; color: string }) {
  const items: { key: string; text: string; seat: DeskSeat; selected?: boolean }[] = [
    { key: 'free', text: t('free'), seat: sample({}) },
    { key: 'held', text: t('held'), seat: sample({ status: 'held' }) },
    { key: 'sold', text: t('sold'), seat: sample({ status: 'sold' }) },
    { key: 'blocked', text: t('blocked'), seat: sample({ status: 'blocked' }) },
    { key: 'selected', text: t('selected'), seat: sample({}), selected: true },
    { key: 'wheelchair', text: t('wheelchair'), seat: sample({ wheelchair: true }) },
    { key: 'companion', text: t('companion'), seat: sample({ companion: true }) },
    { key: 'restricted', text: t('restricted'), seat: sample({ restricted: true }) },
  ];
  return (
    <section aria-labelledby="desk-legend" className={styles.legend}>
      <h2 id="desk-legend" className={styles.legendTitle}>
        {t('legendTitle')}
      </h2>
      <ul className={styles.legendList}>
        {items.map((item) => (
          <li key={item.key}>
            <svg viewBox="-17 -17 34 34" width={30} height={30} aria-hidden="true">
              <SeatShape seat={item.seat} color={color} selected={!!item.selected} focused={false} />
            </svg>
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
