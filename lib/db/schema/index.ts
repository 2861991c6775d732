// One schema, one file per domain. Each issue that adds tables adds its file here.
export * from './media';
export * from './content';
export * from './site';
export * from './auth';
export * from './accounts';
export * from './ticketing';
export * from './seating';
export * from './billing';
export * from './programme';
export * from './magazine';
export * from './search';
export * from './forms';
export * from './backoffice';
export * from './outbox';
export * from './cache';
