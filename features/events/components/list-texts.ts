import type { Locale } from '@/i18n/config';
import type { PluralTexts } from '@/i18n/client-texts';
import type { FavoriteTexts } from '@/features/favorites/client';
import type { BookingWidgetTexts } from '@/features/webshop/client';
import type { QuickFilter } from '../date-param';
import type { FilterKey } from '../filter-state';

/**
 * The texts of an events list's client components, made on the server (`eventListTexts`): the
 * browser fills in only what it alone knows (`{title}`, `{name}`, `{date}`, a count), so the lists
 * need no next-intl runtime. One object per page, shared by all cards.
 */
export type EventCardTexts = {
  cancelled: string;
  free: string;
  bookTickets: string;
  /** `{title}` */
  bookTicketsFor: string;
  details: string;
  /** `{title}` */
  detailsFor: string;
  favorite: FavoriteTexts;
  booking: BookingWidgetTexts;
};

type FilterTexts = {
  filtersLabel: string;
  filter: Record<'date' | FilterKey, string>;
  quick: Record<QuickFilter, string>;
  quickLabel: string;
  all: string;
  chooseDate: string;
  apply: string;
  showResults: string;
  calendarButton: string;
  filterButton: string;
  close: string;
  activeFilters: string;
  /** `{name}` */
  removeFilter: string;
  resetFilter: string;
  /** `{date}` */
  untilDate: string;
  previousMonth: string;
  nextMonth: string;
  noEventsThatDay: string;
  /** `{date}` */
  clearDate: string;
};

/** 'More' and its load error (MoreFooter), the list's live status. */
export type MoreTexts = { more: string; loadError: string; listLoading: string };

export type EventListTexts = {
  filters: FilterTexts;
  more: MoreTexts;
  /** The API island's own empty states and status (the events page renders these on the server). */
  list: {
    noResultsTitle: string;
    noResultsText: string;
    resetFilters: string;
    noEvents: string;
    earlier: string;
    resultCount: PluralTexts;
  };
  card: EventCardTexts;
};

/**
 * The 'Programm und Karten' button and overlay. The events list inside it fetches its own texts
 * (EventListTexts, /{locale}/api/event-list-texts/) when it opens: ~5 KB of page data otherwise.
 */
export type EventOverlayTexts = { locale: Locale; open: string; title: string; close: string; loadError: string };
