import 'server-only';

// The waiting list of sold-out dates: joining (the shop's "notify me"), the offers made when places
// come back (a cart holding them, reached by a personal link), and the staff's view of each line.
export { joinWaitingList } from './server/join';
export { offerWaitingPlaces, waitingListJob } from './server/offers';
export { openOffer, type OpenedOffer } from './server/open-offer';
export {
  clearWaitingList,
  entryDate,
  leaveWaitingList,
  listWaitingList,
  moveEntry,
  offerNextNow,
  removeEntry,
} from './server/staff';
export { joinedPath, refusedPath, statusPath } from './server/form-answer';
export { mailTag } from './server/mails';
export { WaitingListSignup } from './components/waiting-list-signup';
export { WaitingListStatusView } from './components/waiting-list-status';
