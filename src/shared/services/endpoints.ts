import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import {
  containerBody,
  containerSale,
  containerSalesQuery,
  containersQuery,
  renovationBody,
  renovationsQuery,
  saleInfo,
  saleInfoBody,
  serviceOrderDetail,
  serviceOrderList,
  servicePaymentList,
  servicePaymentsQuery,
  serviceScheduleBody,
  serviceType,
  serviceTypeBody,
  serviceTypesQuery,
} from './contracts';

/**
 * /api/service-types, /api/services (a sale's renovation), /api/containers (its other extras) and
 * /api/services/payments. Paying a renovation or a container is the payments module's (payments/endpoints.ts).
 */
export const serviceEndpoints = {
  listTypes: endpoint({
    method: 'GET',
    path: '/service-types',
    query: serviceTypesQuery,
    answer: z.array(serviceType),
  }),
  /** One call creates (no id) or updates (with id). */
  saveType: endpoint({ method: 'POST', path: '/service-types', body: serviceTypeBody, answer: serviceType }),
  /** A type in use is switched off instead (the answer's message says so). */
  removeType: endpoint({ method: 'DELETE', path: '/service-types/:id', params: idParams, answer: okBody }),

  /** Renovation and container payments, with totals per currency. */
  listPayments: endpoint({
    method: 'GET',
    path: '/services/payments',
    query: servicePaymentsQuery,
    answer: servicePaymentList,
  }),

  listRenovations: endpoint({
    method: 'GET',
    path: '/services',
    query: renovationsQuery,
    answer: serviceOrderList,
  }),
  getRenovation: endpoint({
    method: 'GET',
    path: '/services/:id',
    params: idParams,
    answer: serviceOrderDetail,
  }),
  /** Creates (no id) or updates (with id) a renovation, its schedule in the same body. */
  saveRenovation: endpoint({
    method: 'POST',
    path: '/services',
    body: renovationBody,
    answer: serviceOrderDetail,
  }),
  removeRenovation: endpoint({ method: 'DELETE', path: '/services/:id', params: idParams, answer: okBody }),
  /** Makes or replaces the schedule of the sale's renovation. */
  saveRenovationSchedule: endpoint({
    method: 'POST',
    path: '/sales/:sale_id/renovation/payment-schedule',
    params: z.object({ sale_id: idParams.shape.id }),
    body: serviceScheduleBody,
    answer: serviceOrderDetail,
  }),

  listContainers: endpoint({
    method: 'GET',
    path: '/containers',
    query: containersQuery,
    answer: serviceOrderList,
  }),
  /** Live sales by contract number or buyer, for the sale picker. */
  containerSales: endpoint({
    method: 'GET',
    path: '/containers/getSales',
    query: containerSalesQuery,
    answer: z.array(containerSale),
  }),
  /** A sale's buyers, units and area, for a new container (reads only). */
  containerSaleInfo: endpoint({
    method: 'POST',
    path: '/containers/getSaleInfo',
    body: saleInfoBody,
    answer: saleInfo,
  }),
  getContainer: endpoint({
    method: 'GET',
    path: '/containers/:id',
    params: idParams,
    answer: serviceOrderDetail,
  }),
  /** Creates (no id) or updates (with id) a container, its schedule in the same body. */
  saveContainer: endpoint({
    method: 'POST',
    path: '/containers',
    body: containerBody,
    answer: serviceOrderDetail,
  }),
  removeContainer: endpoint({ method: 'DELETE', path: '/containers/:id', params: idParams, answer: okBody }),
};
