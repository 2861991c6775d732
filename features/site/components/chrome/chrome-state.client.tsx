'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** The ticket data a programme page hands to the sticky navigation (docs/requirements.md §2, Sticky navigation). */
export type StickyTicket = { ticketUrl: string | null; prices: { price: string }[]; isProduction: boolean };

// The mobile menu's open state lives in the DOM (chrome/header-behaviour.ts).
type ChromeState = {
  stickyTicket: StickyTicket | null;
  setStickyTicket: (ticket: StickyTicket | null) => void;
};

const ChromeContext = createContext<ChromeState>({ stickyTicket: null, setStickyTicket: () => undefined });

export const useChrome = () => useContext(ChromeContext);

export function ChromeStateProvider({ children }: { children: ReactNode }) {
  const [stickyTicket, setStickyTicket] = useState<StickyTicket | null>(null);
  const value = useMemo(() => ({ stickyTicket, setStickyTicket }), [stickyTicket]);
  return <ChromeContext.Provider value={value}>{children}</ChromeContext.Provider>;
}

/**
 * Rendered by an event or production page to feed the sticky ticket button; the layout cannot know
 * the page's event, and pages stay cached, so the page hands it over on the client.
 */
export function StickyTicketSource(props: StickyTicket) {
  const { setStickyTicket } = useChrome();
  const key = JSON.stringify(props);
  useEffect(() => {
    setStickyTicket(JSON.parse(key) as StickyTicket);
    return () => setStickyTicket(null);
  }, [key, setStickyTicket]);
  return null;
}
