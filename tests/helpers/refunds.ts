import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { createSession, createUser } from '@/features/auth/server';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { POST as orderActionRoute } from '@/app/api/orders/[id]/[action]/route';
import { POST as refundRoute } from '@/app/api/orders/[id]/refund/route';
import { callRoute } from './route';

export type StaffAuth = { cookies: Record<string, string>; headers: Record<string, string>; username: string };

let counter = 0;
/** A logged-in staff user of any role (door, box_office, editor, admin): its cookie and CSRF header. */
export async function staffWithRole(db: Db, role: 'door' | 'box_office' | 'editor' | 'admin'): Promise<StaffAuth> {
  const name = `${role}-${++counter}-${process.pid}`;
  const user = await createUser(db, {
    email: `${name}@example.org`,
    username: name,
    password: 'a-long-password',
    role,
  });
  const session = await createSession(user.id);
  return { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken }, username: name };
}

/** The staff's order id of an order code. */
export async function orderIdOf(db: Db, code: string) {
  const [row] = await db.select().from(schema.ticketOrders).where(eq(schema.ticketOrders.code, code));
  return row.id;
}

/** GET /api/orders/{id}/ as staff. */
export const orderDetail = (id: number, auth: StaffAuth) =>
  callRoute(orderRoute, {
    url: `/api/orders/${id}/`,
    params: { id: String(id) },
    cookies: auth.cookies,
    headers: auth.headers,
  });

/** POST /api/orders/{id}/{action}/ (mark-paid, cancel, resend) as staff. */
export const orderAction = (id: number, action: string, auth: StaffAuth) =>
  callRoute(orderActionRoute, {
    url: `/api/orders/${id}/${action}/`,
    method: 'POST',
    params: { id: String(id), action },
    cookies: auth.cookies,
    headers: auth.headers,
  });

/** POST /api/orders/{id}/refund/ as staff, with the body given (or none). */
export const refund = (id: number | string, auth: StaffAuth, body?: unknown) =>
  callRoute(refundRoute, {
    url: `/api/orders/${id}/refund/`,
    method: 'POST',
    params: { id: String(id) },
    ...(body !== undefined ? { body } : {}),
    cookies: auth.cookies,
    headers: auth.headers,
  });
