// GET /{lang}/api/visitors/{id}/ - one visitor account with orders, vouchers, subscriptions, favourites count
// DELETE - erase the account (GDPR Art. 17): orders and invoices stay, the orders pseudonymised (box office, CSRF)
import { notFound, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { visitorParams } from '@/features/visitor-admin';
import { deleteVisitor, visitorDetail } from '@/features/visitor-admin/server';

const guard = (req: Parameters<typeof requireRole>[0]) => requireRole(req, 'box_office');

export const GET = withRoute({ params: visitorParams, guard }, async ({ params }) => {
  const visitor = await visitorDetail(params.id, params.locale);
  if (!visitor) throw notFound('Visitor account');
  return visitor;
});

export const DELETE = withRoute({ params: visitorParams, guard }, async ({ params, guarded: user }) =>
  deleteVisitor(params.id, user),
);
