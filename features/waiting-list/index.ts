// The waiting list's isomorphic part: the payload schemas of its routes.
export {
  waitingListDate,
  waitingListJoin,
  waitingListLeave,
  waitingListMove,
  waitingListQuery,
  waitingListStatuses,
  type WaitingListJoin,
  type WaitingListMove,
} from './schemas';
