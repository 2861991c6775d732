import type { ProductionOption } from '../report-types';
import styles from './sales.module.css';

type Texts = Record<'filter' | 'from' | 'to' | 'production' | 'allProductions' | 'apply', string>;

/** The period and production filter: a plain GET form, so it works without JavaScript. */
export function SalesFilter({
  action,
  from,
  to,
  production,
  productions,
  texts,
}: {
  action: string;
  from: string;
  to: string;
  production: number | null;
  productions: ProductionOption[];
  texts: Texts;
}) {
  return (
    <form method="get" action={action}>
      <fieldset className={styles.filter}>
        <legend>{texts.filter}</legend>
        <label className={styles.field}>
          {texts.from}
          <input type="date" name="date_from" defaultValue={from} required />
        </label>
        <label className={styles.field}>
          {texts.to}
          <input type="date" name="date_to" defaultValue={to} required />
        </label>
        <label className={styles.field}>
          {texts.production}
          <select name="production" defaultValue={production ? String(production) : ''}>
            <option value="">{texts.allProductions}</option>
            {productions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{texts.apply}</button>
      </fieldset>
    </form>
  );
}
