export { OverdueSalesPage } from './routes/overdue-sales-page';
export { SalePage } from './routes/sale-page';
export { SalesPage } from './routes/sales-page';
export { TrashedSalePage } from './routes/trashed-sale-page';
export { TrashedSalesPage } from './routes/trashed-sales-page';
export { CreateSaleDialog } from './sale-form/create-sale-dialog';
