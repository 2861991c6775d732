import { getFormatter, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { BlockComponent } from '../types';
import styles from './layout-blocks.module.css';

/**
 * The programme feature replaces the body of this component with the real, filterable event list.
 * Until then it names the chosen period and topic and links to the full programme.
 */
export const EventListBlock: BlockComponent<'eventlist'> = async ({ block, ctx }) => {
  const [t, format] = await Promise.all([getTranslations({ locale: ctx.locale, namespace: 'Blocks' }), getFormatter({ locale: ctx.locale })]);
  const from = block.date_from ? new Date(block.date_from) : new Date();
  const day = (d: Date) => format.dateTime(d, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
  const period = block.date_to ? t('eventsBetween', { from: day(from), to: day(new Date(block.date_to)) }) : t('eventsFrom', { from: day(from) });
  return (
    <section className={`block ${styles.eventList}`} aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`}>{block.headline || t('eventsTitle')}</h2>
      <p>
        {period}
        {block.tag && <> · {t('eventsTag', { tag: block.tag })}</>}
      </p>
      <a href={getPathname({ locale: ctx.locale, href: '/events' })} className="button">
        {t('eventsLink')}
      </a>
    </section>
  );
};
