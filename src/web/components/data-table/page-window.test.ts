import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('keeps the current page in a window of at most 8 links', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(20, 20)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('always shows consecutive pages around the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const [current, last] = a <= b ? [a, b] : [b, a];
        const pages = pageWindow(current, last);
        expect(pages).toContain(current);
        expect(pages.length).toBe(Math.min(8, last));
        expect(
          pages.every(
            (page, i) => page >= 1 && page <= last && (i === 0 || page === (pages[i - 1] ?? 0) + 1),
          ),
        ).toBe(true);
      }),
    );
  });
});
