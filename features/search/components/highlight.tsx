import { highlightParts } from '../query';

/** The text with every typed word marked (<mark>); used for suggestions and results. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, i) =>
    part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
  );
}
