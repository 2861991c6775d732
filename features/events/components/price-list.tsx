import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { TicketOffer } from '@/features/box-office/types';
import { formatPrice } from '../price';
import styles from '@/components/detail-page.module.css';

/** The prices of an offer per seat group ('12 €', '8,50 €' in German). */
export async function PriceList({ offer, locale }: { offer: TicketOffer; locale: Locale }) {
  const groups = offer.seat_groups.filter((g) => g.status !== '0');
  if (!groups.length) return null;
  const t = await getTranslations({ locale, namespace: 'EventDetail' });
  return (
    <div className={styles.prices}>
      <h3>{t('prices')}</h3>
      {groups.map((group) => (
        <div key={group.id}>
          {groups.length > 1 && <h4 className={styles.groupName}>{group.text}</h4>}
          <dl>
            {group.prices.map((price) => (
              <div key={price.id} className={styles.priceRow}>
                <dt>{price.text || price.name}</dt>
                <dd>{Number(price.price) === 0 ? t('freePrice') : formatPrice(price.price, locale)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
