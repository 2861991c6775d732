export { BackOffice } from './components/back-office.client';
