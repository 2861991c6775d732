// GET /api/account/vouchers/ - vouchers bought in the logged-in visitor's orders, and the credit left on the usable ones
import { withRoute } from '@/lib/api';
import { accountVouchers } from '@/features/account-orders/server';
import { requireVisitor } from '@/features/accounts/server';

export const GET = withRoute({ guard: (req) => requireVisitor(req) }, async ({ guarded: visitor }) => {
  const { credit, vouchers } = await accountVouchers(visitor.id);
  return Response.json(
    { credit, count: vouchers.length, results: vouchers },
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
