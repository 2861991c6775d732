import { describe, expect, it } from 'vitest';
import { highlightParts, normalizeTerm, parseQuery, snippet } from './query';
import { categoryOfPath, searchHref } from './search-path';

describe('parseQuery', () => {
  it('keeps letters and digits, lower-cased, and drops SQL, HTML and tsquery metacharacters', () => {
    expect(parseQuery("Schmiede'; DROP TABLE x;--")).toEqual(['schmiede', 'drop', 'table', 'x']);
    expect(parseQuery('<b>Mühle</b> & 1890:*')).toEqual(['b', 'mühle', '1890']);
    expect(parseQuery('!!! ... ???')).toEqual([]);
    expect(parseQuery('a a a')).toEqual(['a']);
    expect(parseQuery(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(8);
  });
});

describe('normalizeTerm', () => {
  it('folds case and accents so Czech and German typed without them still match', () => {
    expect(normalizeTerm('Příběh  Kováře')).toBe('pribeh kovare');
    expect(normalizeTerm('Straße')).toBe('strasse');
  });
});

describe('highlightParts', () => {
  it('marks every occurrence of the typed words, case-insensitively', () => {
    expect(highlightParts('Die Zehntscheune und die Scheune', 'scheune')).toEqual([
      { text: 'Die Zehnt', match: false },
      { text: 'scheune', match: true },
      { text: ' und die ', match: false },
      { text: 'Scheune', match: true },
    ]);
  });

  it('prefers the longer word and leaves text without a query unmarked', () => {
    expect(highlightParts('Mühlenbau', 'müh mühlen').filter((p) => p.match)).toEqual([{ text: 'Mühlen', match: true }]);
    expect(highlightParts('Brot', '')).toEqual([{ text: 'Brot', match: false }]);
    expect(highlightParts('a.b', '.*')).toEqual([{ text: 'a.b', match: false }]);
  });
});

describe('snippet', () => {
  it('cuts a passage around the first hit with ellipses', () => {
    const body = `${'Anfang '.repeat(60)}Die Schmiede glüht ${'Ende '.repeat(60)}`;
    const s = snippet(body, 'schmiede', 120);
    expect(s).toContain('Schmiede');
    expect(s.startsWith('… ')).toBe(true);
    expect(s.endsWith(' …')).toBe(true);
  });
});

describe('search paths', () => {
  it('keeps the category and goes to page 1', () => {
    expect(searchHref('de', 'Mühle & Brot')).toBe('/de/search?q=M%C3%BChle%20%26%20Brot');
    expect(searchHref('en', 'barn', categoryOfPath('/en/search/events/4'))).toBe('/en/search/events/1?q=barn');
    expect(categoryOfPath('/de/mediathek-de')).toBeNull();
  });
});
