/**
 * An IBAN as people read and type it: upper case, in groups of four ("DE12 3456 …"); the way banks
 * print it on statements and transfer forms.
 */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
