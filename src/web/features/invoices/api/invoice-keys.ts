/** Invoices as the sale page's dialog, the list and the print page share them. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: object) => [...invoiceKeys.all, 'list', params] as const,
  detail: (id: number) => [...invoiceKeys.all, 'one', id] as const,
};
