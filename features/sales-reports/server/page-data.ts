import 'server-only';
import type { Locale } from '@/i18n/config';
import { salesReportQuery } from '../schemas';
import { reportProductions, salesReport } from './report';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * What the sales page shows for its address's ?date_from=&date_to=&production=: the report and the
 * productions to filter by. A choice that does not validate shows the default period with the reason.
 */
export async function salesPageData(locale: Locale, searchParams: SearchParams) {
  const parsed = salesReportQuery.safeParse({
    date_from: first(searchParams.date_from),
    date_to: first(searchParams.date_to),
    production: first(searchParams.production),
    lang: locale,
  });
  const [report, productions] = await Promise.all([
    salesReport(parsed.success ? parsed.data : { lang: locale }),
    reportProductions(locale),
  ]);
  return { report, productions, error: parsed.success ? null : (parsed.error.issues[0]?.message ?? '') };
}
