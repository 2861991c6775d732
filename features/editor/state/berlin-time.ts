/**
 * The editor shows and takes dates as the venue's wall-clock time (Europe/Berlin) whatever the
 * staff member's computer is set to; blocks store instants with their offset (ISO 8601).
 */
const ZONE = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Berlin's wall clock at an instant, as a datetime-local value (YYYY-MM-DDTHH:mm). */
export function toBerlinLocal(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetAt(ms: number): number {
  const [date, time] = toBerlinLocal(new Date(ms).toISOString()).split('T');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return Math.round((Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60000) * 60000) / 60000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value read as Berlin time, as an instant with its offset; '' when it is no date. */
export function fromBerlinLocal(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return '';
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the wall time read as UTC is right except within the hours of a change; a second look settles it.
  let offset = offsetAt(wall - offsetAt(wall) * 60000);
  if (toBerlinLocal(new Date(wall - offset * 60000).toISOString()) !== local) offset = offsetAt(wall);
  const sign = offset >= 0 ? '+' : '-';
  return `${local}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
