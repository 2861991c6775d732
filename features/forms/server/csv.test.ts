import { describe, expect, it } from 'vitest';
import { entriesCsv } from './csv';
import type { FormFieldView } from '../types';
import { csvCell, toCsv } from '@/lib/csv';

describe('the CSV writer', () => {
  it('keeps cells that start like a formula as text: = + - @ tab and carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('Anna = Berta')).toBe('Anna = Berta');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('quotes quotes, delimiters and line breaks, ends lines in CRLF and starts with a BOM', () => {
    const text = toCsv(
      [
        ['a', 'b'],
        ['x, y', 'line one\nline "two"'],
      ],
      { delimiter: ';' },
    );
    expect(text).toBe('\ufeffa;b\r\n"x, y";"line one\nline ""two"""\r\n');
    expect(toCsv([['p;q', 'r']])).toBe('\ufeff"p;q",r\r\n');
  });
});

describe('the form entries export', () => {
  const field = (slug: string, label: string): FormFieldView => ({
    id: slug,
    slug,
    label,
    field_type: 'text' as FormFieldView['field_type'],
    required: false,
    visible: true,
    choices: '',
    default: '',
    placeholder_text: '',
    help_text: '',
  });

  it('neutralises a tab- or CR-led formula too, comma-separated', () => {
    const csv = entriesCsv(
      [field('name', 'Name'), field('note', 'Note')],
      [
        {
          id: 7,
          formId: 1,
          locale: 'de',
          values: { name: '\t=cmd()', note: '\r@SUM(A1)' },
          createdAt: new Date('2027-01-01T00:00:00Z'),
        },
      ],
      { id: 'No.', date: 'Received', language: 'Language' },
      (id) => `/files/${id}`,
    );
    const [header, row] = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('No.,Received,Language,Name,Note');
    expect(row).toBe(`7,2027-01-01T00:00:00.000Z,de,'\t=cmd(),"'\r@SUM(A1)"`);
  });
});
