'use client';

import { SeatPicker, type SeatCartCall, type SeatCartResult, type SeatPickerProps } from '@/features/seating/client';
import { rememberCart, sendCartCalls } from '../booking-widget/cart-client';

/** The shop's cart call for the plan: the booking widget's, so both answer and count alike. */
const send = (call: SeatCartCall): Promise<SeatCartResult> => sendCartCalls([call]);

/**
 * The seat plan's picker with the shop's cart: loaded only on the page of a seated date (through
 * shop-seat-picker-lazy.client.tsx), so other shop pages carry none of its code.
 */
export function ShopSeatPicker(props: Omit<SeatPickerProps, 'send' | 'onAdded'>) {
  return <SeatPicker {...props} send={send} onAdded={rememberCart} />;
}
