export { CounterSaleForm } from './components/counter-sale.client';
