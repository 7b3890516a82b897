export const ticketKeys = {
  all: ['tickets'] as const,
  list: (params: object) => ['tickets', 'list', params] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  categories: ['tickets', 'categories'] as const,
  handlers: ['tickets', 'handlers'] as const,
  /** Under the sales root, so a change to a sale refreshes the picker's matches. */
  saleSearch: (contractNo: string) => ['sales', 'ticket-picker', contractNo] as const,
};
