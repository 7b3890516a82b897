/**
 * Contracts of /api/sales, /api/getPaymentScheduler, /api/sales/addPaymentSchedule and /api/overdue-sales.
 * Money travels as decimal strings in the sale's currency (payment_ccy). One file per feature, gathered
 * here for the hundred files that import them.
 */
export * from './contracts-fields';
export * from './contracts-schedule';
export * from './contracts-sale';
export * from './contracts-list';
export * from './contracts-options';
