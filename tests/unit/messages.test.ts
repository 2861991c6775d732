import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));

describe('messages', () => {
  it('have the same keys in German, English and Czech, none empty', () => {
    const keys = leaves(de as Tree).sort();
    expect(leaves(en as Tree).sort()).toEqual(keys);
    expect(leaves(cs as Tree).sort()).toEqual(keys);
    for (const [name, tree] of Object.entries({ de, en, cs })) {
      const empty = leaves(tree as Tree).filter((k) => !k.split('.').reduce<unknown>((o, p) => (o as Tree)[p], tree));
      expect(empty, name).toEqual([]);
    }
  });
});
