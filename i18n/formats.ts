import type { Formats } from 'next-intl';

/** Shared date, time and number formats (de-DE conventions in German, Europe/Berlin everywhere). */
export const formats = {
  dateTime: {
    short: { day: '2-digit', month: '2-digit', year: 'numeric' },
    long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    dayHeading: { weekday: 'long', day: 'numeric', month: 'long' },
    time: { hour: '2-digit', minute: '2-digit', hour12: false },
  },
  number: {
    price: { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 },
  },
} satisfies Formats;
