/**
 * Merges message namespaces into messages/{de,en,cs}.json without disturbing the others.
 *   node scripts/dev/merge-messages.mjs path/to/new.json
 * new.json: {"de": {"Namespace": {...}}, "en": {...}, "cs": {...}} — each namespace is replaced whole.
 * Several people edit these files at once: run it under `flock /tmp/museum-messages.lock`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['de', 'en', 'cs']) {
  if (!input[locale]) throw new Error(`missing "${locale}" in ${process.argv[2]}`);
  const file = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(messages, input[locale]);
  writeFileSync(file, JSON.stringify(messages, null, 2) + '\n');
}
const keys = (o) => Object.keys(o).sort().join(',');
if (keys(input.de) !== keys(input.en) || keys(input.de) !== keys(input.cs))
  throw new Error('namespaces differ between languages');
console.log(`merged ${Object.keys(input.de).join(', ')}`);
