import 'server-only';

export { checkIn } from './server/check-in';
export { todayDates } from './server/today-dates';
