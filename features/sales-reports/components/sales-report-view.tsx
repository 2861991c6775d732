import { useTranslations } from 'next-intl';
import { localeIso, type Locale } from '@/i18n/config';
import type { ReportTable } from '../schemas';
import type { ProductionOption, SalesReport } from '../report-types';
import { SalesFilter } from './sales-filter';
import { SalesSections } from './sales-sections';
import styles from './sales.module.css';

/**
 * The sales page of the back office (/dashboard/sales): the filter, the headline figures, the
 * counting rules, then per day, production, date, price type and channel a chart and its table with
 * a CSV link.
 */
export function SalesReportView({
  locale,
  report,
  productions,
  error,
}: {
  locale: Locale;
  report: SalesReport;
  productions: ProductionOption[];
  error: string | null;
}) {
  const t = useTranslations('SalesReports');
  const iso = localeIso[locale];
  const money = new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' });
  const count = new Intl.NumberFormat(iso);
  const day = new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayText = (d: string) => day.format(new Date(`${d}T12:00:00Z`));
  const csvHref = (table: ReportTable) => {
    const q = new URLSearchParams({ date_from: report.period.from, date_to: report.period.to });
    if (report.production) q.set('production', String(report.production));
    q.set('lang', locale);
    q.set('format', 'csv');
    q.set('table', table);
    return `/api/reports/sales/?${q}`;
  };
  const { totals } = report;
  const figures: [string, string][] = [
    [t('orders'), count.format(totals.orders)],
    [t('tickets'), count.format(totals.tickets)],
    [t('revenue'), money.format(totals.revenue_cents / 100)],
    [t('refunded'), money.format(totals.refunded_cents / 100)],
    [t('net'), money.format(totals.net_revenue_cents / 100)],
    [t('checkIns'), count.format(totals.check_ins)],
  ];
  return (
    <main id="content" className="dashboard__main">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <SalesFilter
        action={`/${locale}/dashboard/sales`}
        from={report.period.from}
        to={report.period.to}
        production={report.production}
        productions={productions}
        texts={{
          filter: t('filter'),
          from: t('from'),
          to: t('to'),
          production: t('production'),
          allProductions: t('allProductions'),
          apply: t('apply'),
        }}
      />
      {error === null ? null : (
        <p role="alert" className="form-error">
          {t('invalid', { message: error })}
        </p>
      )}
      <section aria-labelledby="sales-figures" className={styles.section}>
        <h2 id="sales-figures">
          {t('figures')}: {t('period', { from: dayText(report.period.from), to: dayText(report.period.to) })}
        </h2>
        <dl className={styles.figures} data-testid="sales-figures">
          {figures.map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <details className={styles.rules}>
        <summary>{t('rulesTitle')}</summary>
        <ul>
          <li>{t('ruleTickets')}</li>
          <li>{t('ruleRevenue')}</li>
          <li>{t('ruleRefunds')}</li>
          <li>{t('ruleDates')}</li>
        </ul>
      </details>
      <SalesSections report={report} locale={locale} csvHref={csvHref} />
    </main>
  );
}
