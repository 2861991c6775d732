import type { CSSProperties } from 'react';
import type { Locale } from '@/i18n/config';
import { fill } from '@/i18n/client-texts';
import { formatPrice } from '@/features/box-office';
import type { SeatMap, SeatStatus } from '../types';
import { SeatShape } from './seat-glyphs';
import styles from './seat-plan.module.css';

export type SeatLegendTexts = {
  legend: string;
  free: string;
  selected: string;
  held: string;
  sold: string;
  blocked: string;
  wheelchair: string;
  companion: string;
  restricted: string;
  /** 'ab {price}' */
  fromPrice: string;
};

type Swatch = { status: SeatStatus; checked?: boolean; color?: string } & Parameters<typeof SeatShape>[0];

/** A seat drawn as the plan draws it (the plan's SVG holds the shared hatching and sign). */
function Sample({ status, checked, color, ...signs }: Swatch) {
  return (
    <svg className={styles.sample} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <g
        className={styles.seat}
        data-status={status}
        data-checked={checked ? '' : undefined}
        style={{ '--seat': color ?? '#5d574b' } as CSSProperties}
      >
        <SeatShape {...signs} />
      </g>
    </svg>
  );
}

/** What the plan's shapes, patterns and colours mean, and each category's price. */
export function SeatLegend({ map, locale, texts }: { map: SeatMap; locale: Locale; texts: SeatLegendTexts }) {
  const neutral = map.seat_groups[0]?.color;
  const item = (key: string, sample: Swatch, text: React.ReactNode) => (
    <li key={key}>
      <Sample {...sample} />
      <span>{text}</span>
    </li>
  );
  return (
    <div className={styles.legend}>
      <h3 className={styles.legendTitle}>{texts.legend}</h3>
      <ul className={styles.legendList}>
        {map.seat_groups.map((g) =>
          item(
            g.seat_group,
            { status: 'free', color: g.color },
            <>
              <strong>{g.category}</strong>
              {g.price_from && ` · ${fill(texts.fromPrice, { price: formatPrice(g.price_from, locale) })}`}
            </>,
          ),
        )}
      </ul>
      <ul className={styles.legendList}>
        {item('free', { status: 'free', color: neutral }, texts.free)}
        {item('selected', { status: 'free', checked: true, color: neutral }, texts.selected)}
        {item('held', { status: 'held' }, texts.held)}
        {item('sold', { status: 'sold' }, texts.sold)}
        {item('blocked', { status: 'blocked' }, texts.blocked)}
        {item('wheelchair', { status: 'free', wheelchair: true, color: neutral }, texts.wheelchair)}
        {item('companion', { status: 'free', companion: true, color: neutral }, texts.companion)}
        {item('restricted', { status: 'free', restricted: true, color: neutral }, texts.restricted)}
      </ul>
    </div>
  );
}
