'use client';

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './sales.module.css';

export type ChartSeries = {
  key: string;
  name: string;
  color: string;
  /** Euros (drawn against the money axis) rather than a count. */
  money?: boolean;
  /** A line instead of bars. */
  line?: boolean;
};

/**
 * One chart of the sales page (recharts, loaded by this page only). The numbers it draws are in the
 * table it names (`tableId`), which screen readers are pointed to; the chart itself is one image
 * with its title. It takes the width of its column, so it fits a phone.
 */
export function SalesChart({
  title,
  note,
  tableId,
  locale,
  data,
  series,
}: {
  title: string;
  note: string;
  tableId: string;
  locale: string;
  data: Record<string, string | number>[];
  series: ChartSeries[];
}) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(locale);
  const hasMoney = series.some((s) => s.money);
  const hasCount = series.some((s) => !s.money);
  const byKey = new Map(series.map((s) => [s.key, s]));
  const axis = (s: ChartSeries) => (s.money ? 'money' : 'count');
  return (
    <figure className={styles.chart}>
      <figcaption>{title}</figcaption>
      <div className={styles.chartBox} role="img" aria-label={`${title}. ${note}`} aria-describedby={tableId}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} />
            {hasCount ? (
              <YAxis
                yAxisId="count"
                allowDecimals={false}
                width={40}
                tick={{ fontSize: 12 }}
                tickFormatter={(v: number) => count.format(v)}
              />
            ) : null}
            {hasMoney ? (
              <YAxis
                yAxisId="money"
                orientation={hasCount ? 'right' : 'left'}
                width={72}
                tick={{ fontSize: 12 }}
                tickFormatter={(v: number) => money.format(v)}
              />
            ) : null}
            <Tooltip
              formatter={(value, _name, item) =>
                byKey.get(String(item.dataKey))?.money ? money.format(Number(value)) : count.format(Number(value))
              }
            />
            <Legend />
            {series.map((s) =>
              s.line ? (
                <Line
                  key={s.key}
                  yAxisId={axis(s)}
                  dataKey={s.key}
                  name={s.name}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ) : (
                <Bar
                  key={s.key}
                  yAxisId={axis(s)}
                  dataKey={s.key}
                  name={s.name}
                  fill={s.color}
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
