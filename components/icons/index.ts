// One module per icon: a client component's chunk then carries only the icons it draws
// (Turbopack keeps every export of a module it includes, issue #19).
export { HeartIcon } from './heart';
export { BasketIcon } from './basket';
export { UserIcon } from './user';
export { MenuIcon } from './menu';
export { CloseIcon } from './close';
export { ChevronIcon } from './chevron';
export { ArrowUpIcon } from './arrow-up';
export { TicketIcon } from './ticket';
export { ClockIcon } from './clock';
export { ExternalIcon } from './external';
