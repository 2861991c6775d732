import type { ReactNode } from 'react';
import styles from './sales.module.css';

export type Column = { label: string; numeric?: boolean };

/**
 * One table of the sales page with its heading and CSV link. It scrolls sideways inside its own box on a
 * narrow screen (a focusable region, so keyboard users can scroll it too).
 */
export function ReportTable({
  id,
  title,
  csvHref,
  csvText,
  csvLabel,
  columns,
  rows,
  empty,
  chart,
}: {
  id: string;
  title: string;
  csvHref: string;
  csvText: string;
  csvLabel: string;
  columns: Column[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
  chart?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`}>{title}</h2>
        <a href={csvHref} download aria-label={csvLabel} data-testid={`csv-${id}`}>
          {csvText}
        </a>
      </div>
      {rows.length > 0 ? chart : null}
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="dashboard__table" id={id}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.numeric ? styles.num : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className={columns[i]?.numeric ? styles.num : undefined}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
