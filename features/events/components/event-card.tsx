import type { Locale } from '@/i18n/config';
import { fill } from '@/i18n/client-texts';
import { localizedShopHref } from '@/lib/proxy/rules';
import type { EventCardItem } from '../types';
import { formatDate } from '@/i18n/format-date';
import type { EventCardTexts } from './list-texts';
import styles from './event-card.module.css';
// Box office (issue 5): quick-buy widget on list items.
import { QuickBuy } from '@/features/webshop/client';
import { FavoriteButton } from '@/features/favorites/client';
import { TicketIcon } from '@/components/icons';

const TIME = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

export type EventStyle = 'style1' | 'style2' | 'style3';

/**
 * One event in the list, in one of the three configured styles (design settings event.style1-3):
 * style1 a card with picture, style2 a compact row with a small picture, style3 text only.
 */
export function EventCard({
  event,
  locale,
  texts,
  variant = 'style1',
  headingLevel = 3,
}: {
  event: EventCardItem;
  locale: Locale;
  texts: EventCardTexts;
  variant?: EventStyle;
  headingLevel?: 2 | 3 | 4;
}) {
  // Shop links without a language (/webshop/event/…) would follow the browser's language, not the page's.
  const ticketUrl = event.ticket_url ? localizedShopHref(event.ticket_url, locale) : null;
  const start = new Date(event.date_start);
  const Heading = `h${headingLevel}` as 'h3';
  const cancelled = event.status === 'cancelled';
  const image = event.image_thumbnails.small ?? event.image_obj?.url;
  return (
    <article className={`${styles.card} ${styles[variant]}`} data-testid="event-card">
      <p className={styles.time}>
        <time dateTime={event.date_start}>{formatDate(start, locale, TIME)}</time>
        {event.date_end && (
          <span className={styles.until}>
            {' – '}
            {formatDate(event.date_end, locale, TIME)}
          </span>
        )}
      </p>
      {variant !== 'style3' && image && (
        // Plain img: list thumbnails are already sized WebP files and load lazily.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.image}
          src={image}
          alt={event.image_obj?.alt ?? ''}
          loading="lazy"
          decoding="async"
          width={480}
          height={300}
        />
      )}
      <div className={styles.body}>
        <p className={styles.preline}>{[event.exhibition_type?.name, event.genre?.name].filter(Boolean).join(' · ')}</p>
        <Heading className={styles.title}>
          <a href={event.url}>{event.title}</a>
        </Heading>
        {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
        <p className={styles.place}>{[event.room?.name, event.venue?.name].filter(Boolean).join(', ')}</p>
        {cancelled && <p className={styles.cancelled}>{texts.cancelled}</p>}
      </div>
      <div className={styles.actions}>
        {event.is_free ? (
          <span className={styles.free}>{texts.free}</span>
        ) : (
          ticketUrl &&
          !cancelled &&
          (() => {
            const link = (
              <a
                className="button button--small"
                href={ticketUrl}
                aria-label={fill(texts.bookTicketsFor, { title: event.title })}
              >
                {texts.bookTickets}
              </a>
            );
            // Box office (issue 5): the quick-buy widget replaces the link once the page is hydrated, for a
            // card the server marked (quick_buy), or once a card from the API has its offer.
            return event.id_jet ? (
              <QuickBuy
                texts={texts.booking}
                idJet={event.id_jet}
                bookable={event.quick_buy}
                title={event.title}
                ticketUrl={ticketUrl}
                dateStart={event.date_start}
                fallback={link}
                boxClassName={styles.quickBuy}
                placesClassName={styles.places}
                icon={<TicketIcon />}
              />
            ) : (
              link
            );
          })()
        )}
        <a className={styles.more} href={event.url} aria-label={fill(texts.detailsFor, { title: event.title })}>
          {texts.details}
        </a>
        <FavoriteButton locale={locale} texts={texts.favorite} kind="event" id={event.id} title={event.title} />
      </div>
    </article>
  );
}
