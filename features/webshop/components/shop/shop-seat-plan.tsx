import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { SeatMap } from '@/features/seating';
import { seatLabelTexts, seatLegendTexts, seatPickerTexts } from '@/features/seating/server';
import { SeatLegend, SeatPlan } from '@/features/seating/client';
import type { ShopEvent } from '../../server/shop-catalogue';
import { ShopSeatPickerLazy } from './shop-seat-picker-lazy.client';
import styles from './shop-pages.module.css';

/**
 * A seated date's plan on its shop page: every seat drawn and labelled in the HTML (states visible
 * without JavaScript), made choosable by the picker; the best-available form follows it.
 */
export async function ShopSeatPlan({
  event,
  map,
  locale,
  max,
}: {
  event: ShopEvent;
  map: SeatMap;
  locale: Locale;
  max: number;
}) {
  const [t, label, legend, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'SeatPlan' }),
    seatLabelTexts(locale),
    seatLegendTexts(locale),
    seatPickerTexts(locale),
  ]);
  const groups = event.seat_groups.flatMap((group) => {
    const found = map.seat_groups.find((g) => g.seat_group === group.seat_group);
    return found
      ? [
          {
            seat_group: group.seat_group,
            category: found.category,
            color: found.color,
            price: found.price,
            prices: group.prices.map(({ sale_type_id, text, price }) => ({ sale_type_id, text, price })),
          },
        ]
      : [];
  });
  return (
    <section className={styles.seatPlan} aria-labelledby="seat-plan-title">
      <h2 id="seat-plan-title">{t('heading')}</h2>
      <p className={styles.hint}>{t('intro')}</p>
      <noscript>
        <p className={styles.notice}>{t('noScript')}</p>
      </noscript>
      <ShopSeatPickerLazy
        idJet={event.id_jet}
        locale={locale}
        max={max}
        groups={groups}
        texts={texts}
        withSection={map.sections.length > 1}
        legend={<SeatLegend map={map} locale={locale} texts={legend} />}
      >
        <SeatPlan
          map={map}
          locale={locale}
          texts={label}
          label={t('plan', { plan: map.plan_name })}
          stage={t('stage')}
        />
      </ShopSeatPickerLazy>
    </section>
  );
}
