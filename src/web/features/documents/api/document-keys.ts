import type { FileOwnerBase } from './get-owner-files';

export const documentKeys = {
  /** The documents screen's pages. */
  lists: ['documents', 'list'] as const,
  list: (params: object) => [...documentKeys.lists, params] as const,
  types: ['documents', 'types'] as const,
  /** An owner's list (agents, barter deals, sales), which shows a file count; each keys its pages so. */
  ownerList: (base: FileOwnerBase) => [base, 'list'] as const,
};
