import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/i18n/config';

const loading = new Map<Locale, Promise<AbstractIntlMessages | null>>();

/**
 * The open panel's messages ({ BookingWidget }), fetched once per language when the first widget
 * opens or its button is hovered: made at build time (app/[locale]/api/booking-panel-texts), so no
 * page carries them in its data (~2.6 KB on an event page). null when the fetch failed.
 */
export function panelMessages(locale: Locale): Promise<AbstractIntlMessages | null> {
  let known = loading.get(locale);
  if (!known) {
    known = fetch(`/${locale}/api/booking-panel-texts/`, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<AbstractIntlMessages>) : null))
      .catch(() => null)
      .then((messages) => {
        // The next opening asks again.
        if (!messages) loading.delete(locale);
        return messages;
      });
    loading.set(locale, known);
  }
  return known;
}
