import 'server-only';

export { checkIn } from './server/check-in';
