import styles from './seat-plan.module.css';

/** Ids of the plan's shared drawings: one plan per page, the legend's swatches use them too. */
const HATCH = 'seatplan-hatch';
const WHEELCHAIR = 'seatplan-wheelchair';
const SEAT = 'seatplan-seat';

/**
 * The drawings every seat shares, defined once in the plan's SVG: the seat (in a 10 × 10 cell: the
 * box, the marks of the states, the focus ring), the hatching of held seats and the wheelchair sign.
 * A seat only refers to them: a house of 500 seats stays a small page. The seat's state reaches
 * its copy through CSS variables (seat-plan.module.css): a cross when sold, a slash when blocked,
 * a tick when chosen.
 */
export function SeatDefs() {
  return (
    <defs>
      <pattern id={HATCH} width="3" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="3" height="3" fill="#f4f0e8" />
        <line x1="0" y1="0" x2="0" y2="3" stroke="#8b8373" strokeWidth="1.3" />
      </pattern>
      <symbol id={WHEELCHAIR} viewBox="0 0 10 10">
        <circle cx="4.9" cy="1.7" r="1" />
        <path d="M4.9 3.3v2.4h2.3l1 2.6M3.1 4.6a2.6 2.6 0 1 0 3.6 3.1" fill="none" strokeWidth="1.2" />
      </symbol>
      <g id={SEAT}>
        <rect className={styles.ring} x="0.3" y="0.3" width="9.4" height="9.4" rx="2.6" />
        <rect className={styles.box} x="1" y="1" width="8" height="8" rx="2" />
        <path className={styles.slash} d="M2.9 7.1 7.1 2.9" />
        <path className={styles.backslash} d="M2.9 2.9 7.1 7.1" />
        <path className={styles.check} d="M3 5.2 4.5 6.7 7.2 3.6" />
      </g>
    </defs>
  );
}

type SeatShapeProps = { wheelchair?: boolean; companion?: boolean; restricted?: boolean };

/** One seat's drawing: the shared seat, and the signs of a wheelchair place, a companion seat and a restricted view. */
export function SeatShape({ wheelchair, companion, restricted }: SeatShapeProps) {
  return (
    <>
      <use href={`#${SEAT}`} />
      {wheelchair && <use className={styles.glyph} href={`#${WHEELCHAIR}`} x="1.6" y="1.6" width="6.8" height="6.8" />}
      {companion && <circle className={styles.flag} cx="2.6" cy="2.6" r="0.9" />}
      {restricted && <path className={styles.flag} d="M9 1v3.2L5.8 1z" />}
    </>
  );
}
