import 'server-only';
import { eq } from 'drizzle-orm';
import { db, preparedPerDb, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { invalidateWrite } from '@/lib/write-effects';
import { parseDesignSettings, type DesignSettings } from '../design-settings';
import type { SiteSettingsUpdate } from '../schemas';

export type SiteSettings = {
  is_site_online: boolean;
  is_shop_online: boolean;
  html_header: string;
  html_footer_top: string;
  html_footer_bottom: string;
  html_footer_logos: string;
  box_office: BoxOfficeRules;
};

/** The venue's box office rules (site_settings columns; defaults as in the migration). */
export type BoxOfficeRules = {
  max_tickets_per_order: number;
  max_held_per_client: number;
  payment_minutes: number;
  invoice_days: number;
  /** Seated dates: refuse choices that leave one empty seat between two taken ones. */
  no_single_seat_gap: boolean;
};

type ShopColumns = Partial<
  Pick<
    typeof schema.siteSettings.$inferSelect,
    'isShopOnline' | 'maxTicketsPerOrder' | 'maxHeldPerClient' | 'paymentMinutes' | 'invoiceDays' | 'noSingleSeatGap'
  >
>;

export function boxOfficeRules(row: ShopColumns | null | undefined): BoxOfficeRules {
  return {
    max_tickets_per_order: row?.maxTicketsPerOrder ?? 10,
    max_held_per_client: row?.maxHeldPerClient ?? 20,
    payment_minutes: row?.paymentMinutes ?? 30,
    invoice_days: row?.invoiceDays ?? 14,
    no_single_seat_gap: row?.noSingleSeatGap ?? true,
  };
}

/**
 * Whether the shop sells online, and its rules, from these columns of the settings row (none: the
 * defaults). Add to cart reads them in the query that reads the offer, one round trip for both.
 */
export function shopSettings(row: ShopColumns | null | undefined) {
  return { online: row?.isShopOnline ?? true, rules: boxOfficeRules(row) };
}

/** Read fresh by every checkout and shop page (the switch must apply at once): prepared once. */
const settingsRow = preparedPerDb((database) =>
  database.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)).prepare('site_settings_row'),
);

export async function readSiteSettings(): Promise<SiteSettings> {
  const [row] = await settingsRow(db()).execute();
  return {
    is_site_online: row?.isSiteOnline ?? true,
    is_shop_online: shopSettings(row).online,
    html_header: row?.htmlHeader ?? '',
    html_footer_top: row?.htmlFooterTop ?? '',
    html_footer_bottom: row?.htmlFooterBottom ?? '',
    html_footer_logos: row?.htmlFooterLogos ?? '',
    box_office: boxOfficeRules(row),
  };
}

export const getSiteSettings = cached(readSiteSettings, ['site-settings'], { tags: [TAGS.siteSettings] });

export async function updateSiteSettings(update: SiteSettingsUpdate) {
  const values = {
    ...(update.is_site_online !== undefined && { isSiteOnline: update.is_site_online }),
    ...(update.is_shop_online !== undefined && { isShopOnline: update.is_shop_online }),
    ...(update.html_header !== undefined && { htmlHeader: update.html_header }),
    ...(update.html_footer_top !== undefined && { htmlFooterTop: update.html_footer_top }),
    ...(update.html_footer_bottom !== undefined && { htmlFooterBottom: update.html_footer_bottom }),
    ...(update.html_footer_logos !== undefined && { htmlFooterLogos: update.html_footer_logos }),
    updatedAt: new Date(),
  };
  await db()
    .insert(schema.siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: schema.siteSettings.id, set: values });
  invalidateWrite('site-settings');
  return readSiteSettings();
}

async function readDesignSettings(): Promise<DesignSettings> {
  const [row] = await db().select().from(schema.designSettings).where(eq(schema.designSettings.id, 1));
  return parseDesignSettings(row?.data);
}

export const getDesignSettings = cached(readDesignSettings, ['design-settings'], { tags: [TAGS.designSettings] });
