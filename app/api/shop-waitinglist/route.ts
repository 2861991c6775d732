// POST /api/shop-waitinglist/ - join the waiting list of a sold-out date (JSON from the island, or a plain form)
import { withRoute } from '@/lib/api';
import { clientAddressKey } from '@/lib/client-address';
import { isLocale } from '@/i18n/config';
import { assertShopOrigin, json, readRawAction, seeOther } from '@/features/webshop/server';
import { waitingListJoin } from '@/features/waiting-list';
import { joinedPath, joinWaitingList, refusedPath } from '@/features/waiting-list/server';

export const dynamic = 'force-dynamic';

export const POST = withRoute({}, async ({ req }) => {
  assertShopOrigin(req);
  const { raw, form } = await readRawAction(req);
  const fields = (raw ?? {}) as Record<string, unknown>;
  const locale = isLocale(fields.locale) ? fields.locale : 'de';
  const idJet = Number(fields.event_jet_id) || null;
  try {
    const body = waitingListJoin.parse(raw);
    const joined = await joinWaitingList(body, clientAddressKey(req));
    if (form) return seeOther(req, joinedPath(locale, joined, body.event_jet_id));
    return json(joined, joined.updated ? 200 : 201);
  } catch (error) {
    if (form) return seeOther(req, refusedPath(locale, error, idJet));
    throw error;
  }
});
