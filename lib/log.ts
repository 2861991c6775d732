/**
 * The server's one logger (pino). A leaf module (no imports of the app's own): the production server
 * (server/, compiled apart from the bundles) and the app's server code (lib/report.ts and the rest) share it.
 *
 * Production writes JSON lines (level, time, msg and the fields) for a log collector; development and
 * tests write one readable line per entry, so test output and the dev console stay legible. LOG_LEVEL
 * picks the least severe level written (default info; warn under tests, whose access lines would only
 * be noise). Nothing personal belongs in a field: no query strings, cookies or client addresses.
 */
import pino, { type Logger } from 'pino';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL when it names a level (lib/env.ts refuses anything else at start), else the default. */
export function logLevel(value = process.env.LOG_LEVEL, nodeEnv = process.env.NODE_ENV): LogLevel {
  if (value && (LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  return nodeEnv === 'test' ? 'warn' : 'info';
}

const LABELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'component', 'err']);

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One JSON entry as a readable line: `12:00:01.250 INFO  [server] ready port=3000`, then a stack if any. */
export function readableLine(json: string): string {
  const entry = JSON.parse(json);
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 23);
  const label =
    typeof entry.level === 'number'
      ? (LABELS[entry.level] ?? entry.level)
      : String(entry.level).toUpperCase().padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const head = [time, label, entry.component ? `[${entry.component}]` : '', entry.msg ?? '', ...fields]
    .filter(Boolean)
    .join(' ');
  const err = entry.err;
  return `${head}${err ? `\n  ${err.stack ?? `${err.type ?? 'Error'}: ${err.message}`}` : ''}\n`;
}

/** A pino destination that writes readable lines (development, tests). */
function readableDestination(out: { write(line: string): unknown }) {
  return { write: (json: string) => out.write(readableLine(json)) };
}

/**
 * A logger. `format` 'json' (default in production) or 'readable'; `destination` anything with
 * write(string) (tests capture lines with it); `level` as LOG_LEVEL.
 */
type LoggerOptions = {
  format?: 'json' | 'readable';
  level?: LogLevel;
  destination?: { write(line: string): unknown };
};

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? (process.env.NODE_ENV === 'production' ? 'json' : 'readable');
  const out = options.destination ?? process.stdout;
  return pino(
    {
      level: options.level ?? logLevel(),
      // Labels and ISO times read better in a collector than pino's numbers; pid tells instances apart
      // on one host, INSTANCE_NAME (if set) across hosts. No hostname: it adds nothing per line.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid, ...(process.env.INSTANCE_NAME ? { instance: process.env.INSTANCE_NAME } : {}) },
    },
    // Both write synchronously: the last lines before an exit (shutdown, a crash) are not lost.
    format === 'json' ? (options.destination ?? pino.destination({ dest: 1, sync: true })) : readableDestination(out),
  );
}

/** The process's logger; `log.child({ component: 'db' })` marks where an entry comes from. */
export const log: Logger = createLogger();
