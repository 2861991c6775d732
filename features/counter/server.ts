import 'server-only';

// The counter: walk-in sales of today's dates (paid at once in cash or by card terminal) and the list
// of today's dates the door and the box office work from. It sells through the box office's cart and
// payment path; the pages are in components/.
export { todaysDates } from './server/today';
export { sellAtCounter, counterResultPath } from './server/sale';
export { mailCounterOrder } from './server/mail';
export { counterRequest, formLocale } from './server/guard';
export { CounterPage } from './components/counter-page';
export { CounterResultView } from './components/counter-result';
export { TodayView } from './components/today-view';
