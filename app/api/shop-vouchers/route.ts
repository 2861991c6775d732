// POST /api/shop-vouchers/ - value vouchers into the cart ({value, quantity}; value 'custom' takes custom_value); JSON, or the vouchers page's form (303)
import { withRoute } from '@/lib/api';
import { voucherOrder } from '@/features/box-office';
import { addVoucher } from '@/features/box-office/server';
import { cartItemAction } from '@/features/webshop/server';

export const POST = withRoute({}, ({ req }) =>
  cartItemAction(req, voucherOrder, addVoucher, (locale) => `/${locale}/webshop/vouchers`),
);
