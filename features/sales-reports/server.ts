import 'server-only';

// Sales reports for the box office: figures per day, production, date, price type and channel of a
// period (GET /api/reports/sales/ and the page /dashboard/sales), each table also as CSV. The page's
// components are in client.ts: this entry stays free of CSS modules, so scripts load it under tsx.
export { salesReport } from './server/report';
export { reportCsv, reportCsvName } from './server/report-csv';
export { salesPageData } from './server/page-data';
