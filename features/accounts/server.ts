import 'server-only';

export { clearVisitorCookies, setVisitorCookies } from './server/cookies';
export { assertVisitorCsrf, requireVisitor } from './server/guard';
export { createVisitorSession, currentVisitor, deleteOtherVisitorSessions, deleteVisitorSession, visitorForSession, type Visitor } from './server/session';
export { consumeToken, issueToken, peekToken, type TokenPurpose } from './server/tokens';
