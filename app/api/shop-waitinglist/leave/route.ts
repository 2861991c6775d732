// POST /api/shop-waitinglist/leave/ - leave the waiting list (the form of the confirmation mail's page)
import { withRoute } from '@/lib/api';
import { assertShopOrigin, readRawAction, seeOther } from '@/features/webshop/server';
import { waitingListLeave } from '@/features/waiting-list';
import { leaveWaitingList, statusPath } from '@/features/waiting-list/server';

export const dynamic = 'force-dynamic';

export const POST = withRoute({}, async ({ req }) => {
  assertShopOrigin(req);
  const { raw } = await readRawAction(req);
  const body = waitingListLeave.parse(raw);
  const left = await leaveWaitingList(body.entry, body.signature);
  return seeOther(req, `${statusPath(body.lang)}?state=${left ? 'left' : 'unknown'}`);
});
