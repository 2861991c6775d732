import type { DesignSettings } from '@/features/settings';
import type { EventStyle } from './event-card';

/**
 * The card style the design settings choose (event.style1-3; the first one set wins from 3 down).
 * Not in event-card.tsx: importing that from the page module's list would make its quick-buy and
 * heart client code part of every content page.
 */
export function eventStyle(design: DesignSettings): EventStyle {
  if (design.event.style3) return 'style3';
  if (design.event.style2) return 'style2';
  return 'style1';
}
