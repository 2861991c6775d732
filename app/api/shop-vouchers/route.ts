// POST /api/shop-vouchers/ - value vouchers into the cart ({value, quantity}; value 'custom' takes custom_value); JSON, or the vouchers page's form (303)
import { withRoute } from '@/lib/api';
import { voucherOrder } from '@/features/ticketing';
import { addVoucher, cartItemAction } from '@/features/ticketing/server';

export const POST = withRoute({}, ({ req }) =>
  cartItemAction(req, voucherOrder, addVoucher, (locale) => `/${locale}/webshop/vouchers`),
);
