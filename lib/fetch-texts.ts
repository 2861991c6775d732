import { useEffect, useState } from 'react';

const loading = new Map<string, Promise<unknown>>();

/**
 * Texts made at build time (lib/api/static-texts.ts routes), fetched once per address when a part of
 * a page opens or its button is hovered, so no page carries them in its data. null when the fetch
 * failed; the next call then asks again.
 */
export function fetchTexts<T>(path: string): Promise<T | null> {
  let known = loading.get(path) as Promise<T | null> | undefined;
  if (!known) {
    known = fetch(path, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<T>) : null))
      .catch(() => null)
      .then((texts) => {
        if (!texts) loading.delete(path);
        return texts;
      });
    loading.set(path, known);
  }
  return known;
}

/**
 * For the component of an opened part: its texts from `load` (such a fetch per language), undefined
 * while they load, null when they could not be fetched.
 */
export function useFetchedTexts<T, L extends string>(
  load: (locale: L) => Promise<T | null>,
  locale: L,
): T | null | undefined {
  const [texts, setTexts] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load(locale).then((loaded) => live && setTexts(loaded));
    return () => {
      live = false;
    };
  }, [load, locale]);
  return texts;
}
