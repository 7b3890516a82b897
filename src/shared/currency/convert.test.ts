import { describe, expect, it } from 'vitest';
import { convertAmount } from './convert';

describe('convertAmount', () => {
  it('converts lari into dollars and back with the same rate', () => {
    expect(convertAmount('2712.30', '1', '2.7123')).toBe('1000.00');
    expect(convertAmount('1000.00', '2.7123', '1')).toBe('2712.30');
  });

  it('crosses euro to dollar through their lari rates', () => {
    expect(convertAmount('100.00', '2.9512', '2.7123')).toBe('108.81');
  });

  it('rounds half up to the cent', () => {
    expect(convertAmount('0.01', '1', '2')).toBe('0.01');
    expect(convertAmount('0.01', '1', '3')).toBe('0.00');
  });

  it('refuses a zero rate', () => {
    expect(() => convertAmount('10', '0', '1')).toThrow(RangeError);
  });
});
