/** Spec §9: the paginator shows at most 8 page links, a window that keeps the current page in view. */
export const MAX_PAGE_LINKS = 8;

export function pageWindow(current: number, last: number, max = MAX_PAGE_LINKS): number[] {
  if (last < 1) return [];
  const start = Math.min(Math.max(1, current - Math.floor((max - 1) / 2)), Math.max(1, last - max + 1));
  const end = Math.min(last, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
