import type { DeskSeat } from '../../types';
import styles from './seat-desk.module.css';

const R = 11;

/**
 * A seat drawn so its state shows without colour too: free is an open ring, held is hatched, sold is
 * filled, blocked is a square with a cross. Wheelchair places carry ♿, companion seats a small square,
 * restricted view a notch; the selection is a thick outer ring, the keyboard focus a dashed one.
 */
export function SeatShape({
  seat,
  color,
  selected,
  focused,
}: {
  seat: DeskSeat;
  color: string;
  selected: boolean;
  focused: boolean;
}) {
  const label = seat.wheelchair ? '♿' : seat.number;
  return (
    <>
      {seat.status === 'blocked' ? (
        <>
          <rect x={-R} y={-R} width={R * 2} height={R * 2} rx={2} fill="#dcdcdc" stroke="#4a4a4a" strokeWidth={1.5} />
          <path d="M-7 -7 L7 7 M7 -7 L-7 7" stroke="#4a4a4a" strokeWidth={2} />
        </>
      ) : (
        <circle
          r={R}
          fill={seat.status === 'free' ? '#ffffff' : seat.status === 'held' ? 'url(#desk-held)' : color}
          stroke={seat.status === 'held' ? '#9a5b00' : color}
          strokeWidth={seat.status === 'free' ? 2.5 : 2}
        />
      )}
      {seat.status !== 'blocked' ? (
        <text y={3.5} textAnchor="middle" className={seat.status === 'sold' ? styles.numberOnFill : styles.number}>
          {label}
        </text>
      ) : null}
      {seat.companion ? <rect x={R - 5} y={R - 5} width={7} height={7} fill="#1d4f91" stroke="#fff" /> : null}
      {seat.restricted ? <path d={`M${-R - 1} ${-R + 5} L${-R + 5} ${-R - 1}`} stroke="#111" strokeWidth={3} /> : null}
      {selected ? <circle r={R + 4} fill="none" stroke="#0b57d0" strokeWidth={3.5} /> : null}
      {focused ? <circle r={R + 7.5} fill="none" stroke="#111" strokeWidth={1.5} strokeDasharray="3 2" /> : null}
    </>
  );
}
