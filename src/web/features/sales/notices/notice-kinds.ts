/** The messages a user can send from the sale page, each with its preview-and-send address. */
export const SALE_NOTICES = ['reminder', 'overdue', 'payment_adding', 'payment_change'] as const;
export type SaleNotice = (typeof SALE_NOTICES)[number];

const PATHS: Record<SaleNotice, string> = {
  reminder: 'reminder-notification',
  overdue: 'overdue-notification',
  payment_adding: 'payment-notification/adding',
  payment_change: 'payment-notification/change',
};

/** GET answers the preview, POST sends: `/sales/{id}/reminder-notification` and the like. */
export const noticePath = (saleId: number, notice: SaleNotice) => `/sales/${saleId}/${PATHS[notice]}`;
