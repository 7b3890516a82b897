/** The messages a user can send from the sale page, each previewed before it is sent. */
export const SALE_NOTICES = ['reminder', 'overdue', 'payment_adding', 'payment_change'] as const;
export type SaleNotice = (typeof SALE_NOTICES)[number];
