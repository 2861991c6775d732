import type { CSSProperties } from 'react';
import type { Locale } from '@/i18n/config';
import { fill, pluralText } from '@/i18n/client-texts';
import { centsToPrice, formatPrice, isFreePrice } from '@/features/box-office';
import { chosenCents, type ChosenSeat, type PickerGroup } from './seat-selection';
import type { SeatPickerTexts } from './seat-texts';
import styles from './seat-picker.module.css';

/** What the last press of the add button came to. */
export type Outcome =
  | { kind: 'idle' }
  | { kind: 'loading'; count: number }
  | { kind: 'success'; count: number; cartUrl: string }
  | { kind: 'error'; message: string; code: number | null; inCart: string[]; cartUrl: string | null };

type Props = {
  chosen: ChosenSeat[];
  groups: PickerGroup[];
  locale: Locale;
  texts: SeatPickerTexts;
  outcome: Outcome;
  onPrice: (id: number, saleTypeId: number) => void;
  onRemove: (id: number) => void;
  onAdd: () => void;
};

/** The visitor's chosen seats, a price type for each, the sum and the button that puts them in the cart. */
export function SelectionPanel({ chosen, groups, locale, texts, outcome, onPrice, onRemove, onAdd }: Props) {
  const group = (code: string) => groups.find((g) => g.seat_group === code);
  const price = (p: string) => formatPrice(p, locale);
  return (
    <section className={styles.panel} aria-labelledby="seat-panel-title">
      <div className={styles.panelHead}>
        <h3 id="seat-panel-title">{texts.panel}</h3>
        <p className={styles.count}>{pluralText(texts.count, locale, chosen.length)}</p>
      </div>
      {chosen.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <ul className={styles.chosen}>
          {chosen.map((seat) => {
            const g = group(seat.group);
            const select = `seat-price-${seat.id}`;
            return (
              <li key={seat.id} style={{ '--seat': g?.color ?? '#2f4a3a' } as CSSProperties}>
                <span className={styles.swatch} aria-hidden="true" />
                <span className={styles.seatName}>
                  {seat.name}
                  {g && <small>{g.category}</small>}
                </span>
                <label className="visually-hidden" htmlFor={select}>
                  {fill(texts.priceFor, { seat: seat.name })}
                </label>
                <select
                  id={select}
                  className={styles.priceSelect}
                  value={seat.saleTypeId}
                  onChange={(e) => onPrice(seat.id, Number(e.target.value))}
                >
                  {g?.prices.map((p) => (
                    <option key={p.sale_type_id} value={p.sale_type_id}>
                      {`${p.text} – ${isFreePrice(p.price) ? price('0') : price(p.price)}`}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={fill(texts.remove, { seat: seat.name })}
                  onClick={() => onRemove(seat.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.total}>
        <span>{texts.total}</span>
        <strong>{price(centsToPrice(chosenCents(chosen, groups)))}</strong>
      </p>
      <button
        type="button"
        className={`button ${styles.add}`}
        disabled={chosen.length === 0 || outcome.kind === 'loading'}
        onClick={onAdd}
      >
        {texts.addToCart}
      </button>
      <OutcomeText outcome={outcome} locale={locale} texts={texts} />
    </section>
  );
}

function OutcomeText({ outcome, locale, texts }: { outcome: Outcome; locale: Locale; texts: SeatPickerTexts }) {
  switch (outcome.kind) {
    case 'loading':
      return (
        <p className={styles.outcome} role="status">
          {pluralText(texts.loading, locale, outcome.count)}
        </p>
      );
    case 'success':
      return (
        <div className={`${styles.outcome} ${styles.success}`} role="status">
          <p>{pluralText(texts.success, locale, outcome.count)}</p>
          <p>{pluralText(texts.reserved, locale, outcome.count)}</p>
          <p>
            <a className="button button--secondary" href={outcome.cartUrl}>
              {texts.toCart}
            </a>
          </p>
        </div>
      );
    case 'error':
      return (
        <div className={`${styles.outcome} ${styles.error}`} role="alert">
          <p>{outcome.message}</p>
          {outcome.code !== null && (
            <p className={styles.code}>{fill(texts.errorCodeLabel, { code: String(outcome.code) })}</p>
          )}
          {outcome.inCart.length > 0 && <p>{fill(texts.partial, { seats: outcome.inCart.join('; ') })}</p>}
          {outcome.cartUrl && (
            <p>
              <a className="button button--secondary" href={outcome.cartUrl}>
                {texts.toCart}
              </a>
            </p>
          )}
        </div>
      );
    default:
      return null;
  }
}
