// The waiting list's isomorphic part: the payload schemas of its routes.
export { waitingListDate, waitingListJoin, waitingListLeave, waitingListMove, waitingListQuery } from './schemas';
