export { OrderDrawer } from './components/order-drawer';
export { OrderFormDialog } from './components/order-form-dialog';
export { SaleServicesCard } from './components/sale-services-card';

/** The feature's pages, each loaded on its route. */
export const pages = {
  ServicesPage: () => import('./routes/services-page').then((m) => m.ServicesPage),
  ServiceContainersPage: () =>
    import('./routes/service-containers-page').then((m) => m.ServiceContainersPage),
  ServicePaymentsPage: () => import('./routes/service-payments-page').then((m) => m.ServicePaymentsPage),
};
