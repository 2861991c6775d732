// The sales page's view: no server code, rendered on the server by the page; its charts (recharts) are a
// client island that only this page loads.
export { SalesReportView } from './components/sales-report-view';
