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
