'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/config';
import type { AvailabilityState } from '../availability-state';

/** One date's answer of GET /api/shop-availability/ (features/webshop/server/availability-answer.ts). */
export type PlacesLeft = {
  id_jet: number;
  left: number;
  state: AvailabilityState;
  text: string | null;
  groups: Record<string, number>;
};

const known = new Map<string, Promise<PlacesLeft | null>>();
const waiting = new Map<Locale, Map<number, (answer: PlacesLeft | null) => void>>();

/** Every date asked for in the same task goes out as one request (a list page asks once for all its cards). */
function flush(locale: Locale) {
  const batch = waiting.get(locale);
  waiting.delete(locale);
  if (!batch?.size) return;
  const ids = [...batch.keys()];
  const settle = (answers: PlacesLeft[]) => {
    for (const id of ids) batch.get(id)!(answers.find((a) => a.id_jet === id) ?? null);
  };
  for (let i = 0; i < ids.length; i += 50) {
    const part = ids.slice(i, i + 50);
    void fetch(`/api/shop-availability/?ids=${part.join(',')}&lang=${locale}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ dates: PlacesLeft[] }>) : { dates: [] }))
      .then((body) => settle(body.dates))
      // Without an answer the page offers what it always did; the cart still refuses what is gone.
      .catch(() => settle([]));
  }
}

/** The places left of one date, shared by every island of the page that shows the date. */
function placesLeft(idJet: number, locale: Locale): Promise<PlacesLeft | null> {
  const key = `${locale}:${idJet}`;
  let found = known.get(key);
  if (!found) {
    found = new Promise((resolve) => {
      let batch = waiting.get(locale);
      if (!batch) {
        waiting.set(locale, (batch = new Map()));
        setTimeout(() => flush(locale), 0);
      }
      batch.set(idJet, resolve);
    });
    known.set(key, found);
  }
  return found;
}

/** The date's places left once known (undefined while asking, null when the date has no offer or the ask failed). */
export function usePlacesLeft(idJet: number | null, locale: Locale): PlacesLeft | null | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: PlacesLeft | null } | null>(null);
  const key = `${locale}:${idJet}`;
  useEffect(() => {
    if (idJet === null) return;
    let alive = true;
    void placesLeft(idJet, locale).then((value) => {
      if (alive) setAnswer({ key: `${locale}:${idJet}`, value });
    });
    return () => {
      alive = false;
    };
  }, [idJet, locale]);
  return answer?.key === key ? answer.value : undefined;
}
