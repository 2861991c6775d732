import 'server-only';

export { listVisitors } from './server/list';
export { visitorDetail } from './server/detail';
export { deleteVisitor, resendVisitorVerification, setVisitorActive } from './server/actions';
export { exportVisitor } from './server/export';
