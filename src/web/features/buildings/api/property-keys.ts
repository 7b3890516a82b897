/**
 * Every cache entry of the units (lists, details, chessboards, pickers). The keys live with the complexes,
 * not in the properties feature: properties composes bookings and sales (its chessboard opens their
 * dialogs), and those must refresh units without importing it back.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  list: (params: object) => [...propertyKeys.all, 'list', params] as const,
  detail: (id: number) => [...propertyKeys.all, 'detail', id] as const,
  chessboard: (buildingId: number, block: string) =>
    [...propertyKeys.all, 'chessboard', buildingId, block] as const,
  /** A unit picker's matches for the typed number. */
  search: (filter: object, number: string) => [...propertyKeys.all, 'search', filter, number] as const,
  /** The reference lists (types, states, statuses, views), titled in the request's language. */
  lookup: (name: string, language: string) => ['property-lookups', name, language] as const,
};
