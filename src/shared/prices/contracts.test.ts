import { describe, expect, it } from 'vitest';
import { savePriceListBody } from './contracts';

const base = { building_id: '1', title: 'Spring', valid_from: '2026-12-01' };

describe('savePriceListBody', () => {
  it('treats empty floor fields of a multipart form as not given', () => {
    const parsed = savePriceListBody.parse({ ...base, floor_from: '', floor_to: '' });
    expect(parsed.floor_from).toBeUndefined();
    expect(parsed.floor_to).toBeUndefined();
  });

  it('refuses a floor range that runs backwards', () => {
    const result = savePriceListBody.safeParse({ ...base, floor_from: '5', floor_to: '3' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['floor_to']);
  });
});
