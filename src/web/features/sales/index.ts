import { lazy } from 'react';

/** The sale form loads when a screen first shows it; render it only while it is open, inside a Suspense. */
export const CreateSaleDialog = lazy(() =>
  import('./sale-form/create-sale-dialog').then((m) => ({ default: m.CreateSaleDialog })),
);

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  OverdueSalesPage: () => import('./routes/overdue-sales-page').then((m) => m.OverdueSalesPage),
  SalePage: () => import('./routes/sale-page').then((m) => m.SalePage),
  SalesPage: () => import('./routes/sales-page').then((m) => m.SalesPage),
  TrashedSalePage: () => import('./routes/trashed-sale-page').then((m) => m.TrashedSalePage),
  TrashedSalesPage: () => import('./routes/trashed-sales-page').then((m) => m.TrashedSalesPage),
};
