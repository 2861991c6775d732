import 'server-only';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/config';

/**
 * The texts of the cart and checkout islands ('Shop', and 'BookingWidget' for the error sentences),
 * given to them alone: the root layout has no message provider (docs/ARCHITECTURE.md, "Texts in
 * the browser"; tests/unit/client-intl.test.ts).
 */
export async function ShopMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider
      messages={{ Shop: messages.Shop, BookingWidget: messages.BookingWidget, TicketSeat: messages.TicketSeat }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
