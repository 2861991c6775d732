'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { Locale } from '@/i18n/config';
import { CartCountdown } from '@/features/webshop/client';

/**
 * The cart's countdown on the account's reservations page. The server's clock decides, as in the
 * cart: the offset is taken from the time the page was rendered (`now`). At zero the page is read
 * again, so expired holds leave the list.
 */
export function ReservationCountdown({ expiresAt, now, locale }: { expiresAt: string; now: string; locale: Locale }) {
  const router = useRouter();
  const [skew] = useState(() => (typeof window === 'undefined' ? null : Date.parse(now) - Date.now()));
  const onExpire = useCallback(() => router.refresh(), [router]);
  return <CartCountdown expiresAt={expiresAt} skew={skew} locale={locale} canExtend={false} onExpire={onExpire} />;
}
