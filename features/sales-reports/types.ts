// The shapes of a sales report (GET /api/reports/sales/ and the sales page); amounts in integer cents.
export type { ReportTable, SalesReportQuery } from './schemas';
export type {
  ChannelRow,
  DateRow,
  DayRow,
  PriceRow,
  ProductionOption,
  ProductionRow,
  SalesReport,
  SalesTotals,
} from './report-types';
