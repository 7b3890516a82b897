export const customerKeys = {
  all: ['customers'] as const,
  list: (params: object) => [...customerKeys.all, 'list', params] as const,
  detail: (id: number) => [...customerKeys.all, 'one', id] as const,
  related: (id: number) => [...customerKeys.all, 'related', id] as const,
  /** The picker's entries, titled in the request's language. */
  option: (id: number | null, language: string) => [...customerKeys.all, 'detail', id, language] as const,
  quickSearch: (term: string, language: string) => [...customerKeys.all, 'quick', term, language] as const,
  /** The countries never change while the app runs; not under `all`, which a customer's change refreshes. */
  countries: ['countries'] as const,
};
