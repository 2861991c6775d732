import type { OrderStatus } from '@/features/box-office/types';

/** One row of the back office's visitor list. */
export type VisitorSummary = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  email_verified_at: string | null;
  deactivated_at: string | null;
  created_at: string;
  orders: number;
};

/** A visitor's order as staff see it in the account's page. */
export type VisitorOrder = {
  id: number;
  code: string;
  status: OrderStatus;
  total: string;
  created_at: string;
  tickets: number;
};

/** GET /{lang}/api/visitors/{id}/: the account with what it bought and keeps. */
export type VisitorDetail = VisitorSummary & {
  street: string;
  postal_code: string;
  city: string;
  country: string;
  newsletter: 'off' | 'pending' | 'on';
  orders_list: VisitorOrder[];
  vouchers: { code: string | null; order_code: string; value: string; balance: string; state: string }[];
  credit: string;
  subscriptions: { order_code: string; title: string; quantity: number; status: OrderStatus }[];
  favorites: number;
};
