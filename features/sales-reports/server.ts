import 'server-only';

// Sales reports for the box office: figures per day, production, date, price type and channel of a
// period (GET /api/reports/sales/ and the page /dashboard/sales), each table also as CSV.
export { salesReport } from './server/report';
export { reportCsv, reportCsvName } from './server/report-csv';
export { SalesReportPage } from './components/sales-report-page';
