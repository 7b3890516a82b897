import { describe, expect, it } from 'vitest';
import { countSms, smsSegments } from './sms-segments';

describe('SMS segments', () => {
  it('counts Latin text as GSM-7: 160 in one SMS, 153 a part', () => {
    expect(countSms('')).toMatchObject({ encoding: 'gsm7', segments: 0 });
    expect(countSms('a'.repeat(160))).toMatchObject({
      encoding: 'gsm7',
      units: 160,
      segments: 1,
      remaining: 0,
    });
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(countSms('a'.repeat(307))).toMatchObject({ segments: 3, remaining: 152 });
  });

  it('counts Georgian text as UCS-2: 70 in one SMS, 67 a part', () => {
    const ka = 'გადახდა';
    expect(countSms('ა'.repeat(70))).toMatchObject({
      encoding: 'ucs2',
      units: 70,
      segments: 1,
      remaining: 0,
    });
    expect(smsSegments('ა'.repeat(71))).toBe(2);
    expect(smsSegments('ა'.repeat(134))).toBe(2);
    expect(smsSegments('ა'.repeat(135))).toBe(3);
    expect(countSms(ka)).toMatchObject({ encoding: 'ucs2', units: 7, segments: 1, remaining: 63 });
  });

  it('sends a Latin text with one Georgian letter whole as UCS-2', () => {
    const mixed = `${'a'.repeat(69)}ა`;
    expect(countSms(mixed)).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsSegments(`${mixed}b`)).toBe(2);
    expect(countSms('Привет')).toMatchObject({ encoding: 'ucs2', units: 6 });
  });

  it('counts a GSM extension character as two and never splits it between parts', () => {
    expect(countSms('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81))).toBe(2);
    // 152 plain characters, then a two-septet one: it does not fit the first part's last septet.
    expect(countSms(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({ segments: 2, remaining: 141 });
  });

  it('counts an emoji as two UCS-2 units and keeps its pair together', () => {
    expect(countSms('😀')).toMatchObject({ encoding: 'ucs2', units: 2, segments: 1 });
    expect(countSms(`${'ა'.repeat(66)}😀${'ა'.repeat(3)}`)).toMatchObject({
      units: 71,
      segments: 2,
      remaining: 62,
    });
  });
});
