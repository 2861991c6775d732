import type { WaitingListStatus } from './schemas';

/** The answer to a visitor who joined: the place in line among those waiting. */
export type WaitingListJoined = {
  id: number;
  position: number;
  quantity: number;
  status: WaitingListStatus;
  /** True when the address was already on the list of this date: its number of tickets was changed. */
  updated: boolean;
  message: string;
};

/** One entry as staff see it (GET /api/waiting-list/). */
export type WaitingListEntry = {
  id: number;
  event_jet_id: number;
  event_title: string;
  date_start: string | null;
  seat_group: string | null;
  email: string;
  quantity: number;
  locale: string;
  position: number;
  status: WaitingListStatus;
  offered_at: string | null;
  offer_expires_at: string | null;
  created_at: string;
};

/** Texts of the shop's "notify me" form, read on the server and handed to the island as props. */
export type WaitingListFormTexts = {
  heading: string;
  intro: string;
  email: string;
  quantity: string;
  submit: string;
  sending: string;
  failed: string;
};
