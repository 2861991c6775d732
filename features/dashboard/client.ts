export { BackOffice } from './components/back-office.client';
export { CheckInScanner } from './components/check-in/check-in.client';
