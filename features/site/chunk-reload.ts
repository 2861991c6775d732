/** docs/requirements.md §8/§9: after a script chunk fails to load, reload the page, at most once per 60 s. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return reason.name === 'ChunkLoadError' || CHUNK_ERROR.test(reason.message);
  return typeof reason === 'string' && CHUNK_ERROR.test(reason);
}

/** `lastReload` is the stored timestamp of the previous reload (sessionStorage), if any. */
export function shouldReloadForChunkError(reason: unknown, lastReload: string | null, now: number): boolean {
  if (!isChunkLoadError(reason)) return false;
  const last = Number(lastReload);
  return !lastReload || !Number.isFinite(last) || now - last >= CHUNK_RELOAD_THROTTLE_MS;
}
