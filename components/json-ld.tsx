import { serializeJsonLd } from '@/lib/json-ld';

/** One structured-data block (schema.org); the JSON is escaped against script breakout. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
