import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api';
import { affects } from '@/lib/write-effects';
import { defineResource } from '@/features/resources';
import { parseDesignSettings } from '../design-settings';
import { boxOfficeRules } from './settings';
import { redirectResourceSchema, settingsResourceSchema, type SettingsInput } from '../resource-schemas';
import type { RedirectInput } from '../schemas';

const { redirects, siteSettings, designSettings } = schema;

async function readRedirect(database: Db, id: number) {
  const [r] = await database.select().from(redirects).where(eq(redirects.id, id));
  return r ? { id: r.id, old_path: r.oldPath, new_path: r.newPath, updated_at: r.updatedAt.toISOString() } : null;
}
type RedirectRecord = NonNullable<Awaited<ReturnType<typeof readRedirect>>>;

/** One old path redirects to one place: a second entry for it is a field error, not a server error. */
async function assertFreeOldPath(tx: Db, d: RedirectInput, id?: number) {
  const [clash] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.oldPath, d.old_path), id ? ne(redirects.id, id) : undefined));
  if (clash)
    throw new ApiError(422, `old_path: ${d.old_path} is already redirected (entry ${clash.id})`, 'invalid', {
      old_path: [`already redirected (entry ${clash.id})`],
    });
}

export const redirectResource = defineResource({
  name: 'redirects',
  table: redirects,
  role: 'admin',
  schema: redirectResourceSchema,
  search: [redirects.oldPath, redirects.newPath],
  orderings: { old_path: redirects.oldPath, new_path: redirects.newPath, updated_at: redirects.updatedAt },
  read: readRedirect,
  async create(tx, d, id) {
    await assertFreeOldPath(tx, d);
    const [row] = await tx
      .insert(redirects)
      .values({ oldPath: d.old_path, newPath: d.new_path, ...(id ? { id } : {}) })
      .returning({ id: redirects.id });
    return row.id;
  },
  async update(tx, id, d) {
    await assertFreeOldPath(tx, d, id);
    await tx
      .update(redirects)
      .set({ oldPath: d.old_path, newPath: d.new_path, updatedAt: new Date() })
      .where(eq(redirects.id, id));
  },
  async remove(tx, id) {
    await tx.delete(redirects).where(eq(redirects.id, id));
  },
  label: (r: RedirectRecord) => `${r.old_path} → ${r.new_path}`,
  tags: () => affects('redirects'),
});

/** The settings are one record, id 1; a database without the row reads the defaults. */
async function readSettings(database: Db, id: number) {
  if (id !== 1) return null;
  const [row] = await database.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const [design] = await database.select().from(designSettings).where(eq(designSettings.id, 1));
  return {
    id: 1,
    is_site_online: row?.isSiteOnline ?? true,
    is_shop_online: row?.isShopOnline ?? true,
    html_header: row?.htmlHeader ?? '',
    html_footer_top: row?.htmlFooterTop ?? '',
    html_footer_bottom: row?.htmlFooterBottom ?? '',
    html_footer_logos: row?.htmlFooterLogos ?? '',
    ...boxOfficeRules(row),
    design: parseDesignSettings(design?.data),
  };
}

async function writeSettings(tx: Db, d: SettingsInput) {
  const values = {
    isSiteOnline: d.is_site_online,
    isShopOnline: d.is_shop_online,
    htmlHeader: d.html_header,
    htmlFooterTop: d.html_footer_top,
    htmlFooterBottom: d.html_footer_bottom,
    htmlFooterLogos: d.html_footer_logos,
    maxTicketsPerOrder: d.max_tickets_per_order,
    maxHeldPerClient: d.max_held_per_client,
    paymentMinutes: d.payment_minutes,
    invoiceDays: d.invoice_days,
    noSingleSeatGap: d.no_single_seat_gap,
    updatedAt: new Date(),
  };
  await tx
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values });
  const design = { data: d.design as Record<string, unknown>, updatedAt: new Date() };
  await tx
    .insert(designSettings)
    .values({ id: 1, ...design })
    .onConflictDoUpdate({ target: designSettings.id, set: design });
}

export const settingsResource = defineResource({
  name: 'settings',
  table: siteSettings,
  role: 'admin',
  singleton: true,
  schema: settingsResourceSchema,
  search: [],
  orderings: { id: siteSettings.id },
  read: readSettings,
  async create(tx, d) {
    await writeSettings(tx, d);
    return 1;
  },
  async update(tx, _id, d) {
    await writeSettings(tx, d);
  },
  label: () => 'Site settings',
  tags: () => affects('site-settings'),
});
