import 'server-only';
import { toCsv } from '@/lib/csv';
import { centsToPrice } from '@/features/box-office';
import type { ReportTable } from '../schemas';
import type { SalesReport } from '../report-types';

const eur = (cents: number) => centsToPrice(cents);

/**
 * One table of a report as CSV for spreadsheet programs (semicolons, UTF-8 with BOM, as the order
 * export): amounts in euros with a decimal point ("12.50"), column names as in the JSON.
 */
export function reportCsv(report: SalesReport, table: ReportTable): string {
  const rows: unknown[][] = (() => {
    switch (table) {
      case 'days':
        return [
          ['day', 'orders', 'tickets', 'revenue_eur', 'refunded_eur', 'check_ins'],
          ...report.results.map((r) => [
            r.day,
            r.orders,
            r.tickets,
            eur(r.revenue_cents),
            eur(r.refunded_cents),
            r.check_ins,
          ]),
        ];
      case 'productions':
        return [
          ['production_id', 'title', 'dates', 'tickets', 'revenue_eur', 'check_ins'],
          ...report.by_production.map((r) => [
            r.production_id ?? '',
            r.title,
            r.dates,
            r.tickets,
            eur(r.revenue_cents),
            r.check_ins,
          ]),
        ];
      case 'dates':
        return [
          ['id_jet', 'title', 'start', 'capacity', 'sold', 'held', 'left', 'used_pct', 'checked_in'],
          ...report.by_date.map((r) => [
            r.id_jet,
            r.title,
            r.start ?? '',
            r.capacity,
            r.sold,
            r.held,
            r.left,
            r.used_pct ?? '',
            r.checked_in,
          ]),
        ];
      case 'prices':
        return [
          ['kind', 'price', 'tickets', 'revenue_eur'],
          ...report.by_price.map((r) => [r.kind, r.price, r.tickets, eur(r.revenue_cents)]),
        ];
      case 'channels':
        return [
          ['channel', 'orders', 'tickets', 'revenue_eur', 'refunded_eur'],
          ...report.by_channel.map((r) => [
            r.channel,
            r.orders,
            r.tickets ?? '',
            eur(r.revenue_cents),
            eur(r.refunded_cents),
          ]),
        ];
    }
  })();
  return toCsv(rows, { delimiter: ';' });
}

/** The download's file name: sales-{table}-{from}-{to}.csv. */
export const reportCsvName = (report: SalesReport, table: ReportTable) =>
  `sales-${table}-${report.period.from}-${report.period.to}.csv`;
