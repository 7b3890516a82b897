import type { LookupItem } from '../../buildings';

/** Reference list items as select options. */
export const lookupOptions = (items: readonly LookupItem[]) =>
  items.map((item) => ({ value: item.key, label: item.title }));
