import { useTranslations } from 'next-intl';
import { localeIso, type Locale } from '@/i18n/config';
import { formatBerlinDateTime } from '@/lib/berlin-time';
import type { ReportTable as TableName } from '../schemas';
import type { SalesReport } from '../report-types';
import { ReportTable } from './report-table';
import { SalesChart } from './sales-chart.client';
import styles from './sales.module.css';

/** Dates drawn in the chart at most; the table lists every date. */
const CHART_DATES = 24;
const COLORS = { tickets: '#2f5d8a', revenue: '#b4541f', checked: '#3d7a36', held: '#8a6d2f' };

/** The five tables of the sales page, each with its chart and CSV link. */
export function SalesSections({
  report,
  locale,
  csvHref,
}: {
  report: SalesReport;
  locale: Locale;
  csvHref: (table: TableName) => string;
}) {
  const t = useTranslations('SalesReports');
  const iso = localeIso[locale];
  const money = new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' });
  const count = new Intl.NumberFormat(iso);
  const pct = new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 1 });
  const shortDay = new Intl.DateTimeFormat(iso, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: 'UTC' });
  const noon = (d: string) => new Date(`${d}T12:00:00Z`);
  const eur = (cents: number) => money.format(cents / 100);
  const n = (v: number) => count.format(v);
  const note = t('chartNote');
  const csv = (table: TableName, title: string) => ({
    csvHref: csvHref(table),
    csvText: t('csv'),
    csvLabel: t('csvLabel', { table: title }),
    empty: t('empty'),
  });
  const productionTitle = (title: string, id: number | null) => (id === null ? t('noProduction') : title);
  const activeDays = report.results.some((d) => d.orders || d.revenue_cents || d.refunded_cents || d.check_ins);
  return (
    <>
      <ReportTable
        id="sales-days"
        title={t('days')}
        {...csv('days', t('days'))}
        columns={[
          { label: t('day') },
          { label: t('orders'), numeric: true },
          { label: t('tickets'), numeric: true },
          { label: t('revenue'), numeric: true },
          { label: t('refunded'), numeric: true },
          { label: t('checkIns'), numeric: true },
        ]}
        rows={
          activeDays
            ? report.results.map((d) => ({
                key: d.day,
                cells: [
                  longDay.format(noon(d.day)),
                  n(d.orders),
                  n(d.tickets),
                  eur(d.revenue_cents),
                  eur(d.refunded_cents),
                  n(d.check_ins),
                ],
              }))
            : []
        }
        chart={
          <SalesChart
            title={t('chartDays')}
            note={note}
            tableId="sales-days"
            locale={iso}
            data={report.results.map((d) => ({
              label: shortDay.format(noon(d.day)),
              tickets: d.tickets,
              revenue: d.revenue_cents / 100,
            }))}
            series={[
              { key: 'tickets', name: t('tickets'), color: COLORS.tickets },
              { key: 'revenue', name: t('revenueEur'), color: COLORS.revenue, money: true, line: true },
            ]}
          />
        }
      />
      <ReportTable
        id="sales-productions"
        title={t('productions')}
        {...csv('productions', t('productions'))}
        columns={[
          { label: t('production') },
          { label: t('datesCount'), numeric: true },
          { label: t('tickets'), numeric: true },
          { label: t('revenue'), numeric: true },
          { label: t('checkIns'), numeric: true },
        ]}
        rows={report.by_production.map((p) => ({
          key: p.production_id ?? 'none',
          cells: [
            productionTitle(p.title, p.production_id),
            n(p.dates),
            n(p.tickets),
            eur(p.revenue_cents),
            n(p.check_ins),
          ],
        }))}
        chart={
          <SalesChart
            title={t('chartProductions')}
            note={note}
            tableId="sales-productions"
            locale={iso}
            data={report.by_production.map((p) => ({
              label: productionTitle(p.title, p.production_id),
              revenue: p.revenue_cents / 100,
            }))}
            series={[{ key: 'revenue', name: t('revenueEur'), color: COLORS.revenue, money: true }]}
          />
        }
      />
      <ReportTable
        id="sales-dates"
        title={t('dates')}
        {...csv('dates', t('dates'))}
        columns={[
          { label: t('date') },
          { label: t('start') },
          { label: t('capacity'), numeric: true },
          { label: t('sold'), numeric: true },
          { label: t('held'), numeric: true },
          { label: t('left'), numeric: true },
          { label: t('used'), numeric: true },
          { label: t('checkedIn'), numeric: true },
        ]}
        rows={report.by_date.map((d) => ({
          key: d.id_jet,
          cells: [
            d.title,
            d.start ? formatBerlinDateTime(d.start, iso) : '',
            n(d.capacity),
            n(d.sold),
            n(d.held),
            n(d.left),
            d.used_pct === null ? '–' : pct.format(d.used_pct / 100),
            n(d.checked_in),
          ],
        }))}
        chart={
          <>
            <SalesChart
              title={t('chartDates')}
              note={report.by_date.length > CHART_DATES ? `${note} ${t('chartMore', { count: CHART_DATES })}` : note}
              tableId="sales-dates"
              locale={iso}
              data={report.by_date.slice(0, CHART_DATES).map((d) => ({
                label: d.start ? shortDay.format(new Date(d.start)) : d.title,
                sold: d.sold,
                checked: d.checked_in,
                held: d.held,
              }))}
              series={[
                { key: 'sold', name: t('sold'), color: COLORS.tickets },
                { key: 'checked', name: t('checkedIn'), color: COLORS.checked },
                { key: 'held', name: t('held'), color: COLORS.held },
              ]}
            />
            {report.by_date.length > CHART_DATES ? (
              <p className={styles.note}>{t('chartMore', { count: CHART_DATES })}</p>
            ) : null}
          </>
        }
      />
      <ReportTable
        id="sales-prices"
        title={t('prices')}
        {...csv('prices', t('prices'))}
        columns={[
          { label: t('price') },
          { label: t('tickets'), numeric: true },
          { label: t('revenue'), numeric: true },
        ]}
        rows={report.by_price.map((p) => ({
          key: `${p.kind}:${p.price}`,
          cells: [p.kind === 'ticket' ? p.price : t(`kind_${p.kind}`), n(p.tickets), eur(p.revenue_cents)],
        }))}
      />
      <ReportTable
        id="sales-channels"
        title={t('channels')}
        {...csv('channels', t('channels'))}
        columns={[
          { label: t('channel') },
          { label: t('orders'), numeric: true },
          { label: t('tickets'), numeric: true },
          { label: t('revenue'), numeric: true },
          { label: t('refunded'), numeric: true },
        ]}
        rows={report.by_channel.map((c) => ({
          key: c.channel,
          cells: [
            t(`channel_${c.channel}`),
            n(c.orders),
            c.tickets === null ? '–' : n(c.tickets),
            eur(c.revenue_cents),
            eur(c.refunded_cents),
          ],
        }))}
        chart={
          <SalesChart
            title={t('chartChannels')}
            note={note}
            tableId="sales-channels"
            locale={iso}
            data={report.by_channel.map((c) => ({ label: t(`channel_${c.channel}`), revenue: c.revenue_cents / 100 }))}
            series={[{ key: 'revenue', name: t('revenueEur'), color: COLORS.revenue, money: true }]}
          />
        }
      />
    </>
  );
}
