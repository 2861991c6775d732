import { describe, expect, it } from 'vitest';
import { idParam } from '@/lib/api';
import { formatDay, MAX_ID, parseDay, parseId } from '@/lib/params';

describe('shared route parameters', () => {
  it('parseId takes digits from 1 to the largest integer column value, nothing else', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [
      '0',
      '012',
      '00',
      String(MAX_ID + 1),
      '99999999999',
      '12a',
      ' 12',
      '1e3',
      '-1',
      '1.0',
      '',
      undefined,
      null,
    ])
      expect(parseId(bad)).toBeNull();
  });

  it('parseDay takes existing DD-MM-YYYY days and formatDay turns them back', () => {
    expect(parseDay('28-02-2027')).toBe('2027-02-28');
    expect(parseDay('29-02-2028')).toBe('2028-02-29');
    for (const bad of ['31-02-2027', '29-02-2027', '2027-02-01', '1-2-2027', '00-01-2027', '', null])
      expect(parseDay(bad)).toBeNull();
    expect(formatDay('2027-02-28')).toBe('28-02-2027');
  });

  it('idParam answers with a message for ids out of range and accepts JSON numbers', () => {
    expect(idParam.parse('7')).toBe(7);
    expect(idParam.parse(7)).toBe(7);
    const tooLarge = idParam.safeParse(String(2 ** 31));
    expect(tooLarge.success).toBe(false);
    expect(tooLarge.error?.issues[0].message).toMatch(/id must be a number: a numeric id from 1 to 2147483647/);
    expect(idParam.safeParse(1.5).success).toBe(false);
  });
});
