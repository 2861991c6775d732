// GET /api/shop-vouchers/{code}/ - a voucher's balance (code, value, balance, valid_until, usable); unknown codes count against the client's voucherMiss limit
import { withRoute } from '@/lib/api';
import { voucherCodeParams } from '@/features/box-office';
import { json, shopClient, voucherBalance } from '@/features/webshop/server';

export const dynamic = 'force-dynamic';

export const GET = withRoute({ params: voucherCodeParams }, async ({ req, params }) =>
  json(await voucherBalance(params.code, shopClient(req))),
);
