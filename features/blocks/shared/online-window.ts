/** True while a timed item is online at `now` (teaser items and hero media). */
export function isOnlineAt(item: { online_from: string | null; online_to: string | null }, now: Date) {
  const t = now.getTime();
  if (item.online_from && Date.parse(item.online_from) > t) return false;
  if (item.online_to && Date.parse(item.online_to) <= t) return false;
  return true;
}
