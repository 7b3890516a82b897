import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody, pathId } from '../errors';
import {
  agentFeeStatusBody,
  agentFeeStatusV2Body,
  changeCustomersBody,
  changeSaleStatusBody,
  createSaleBody,
  deleteWithCommentBody,
  importReport,
  responsibleUsers,
  saleBrief,
  saleCreated,
  saleDetail,
  saleFilters,
  saleHistory,
  saleList,
  saleListQuery,
  saleRows,
  saleTotals,
  salesByCustomerBody,
  titledOptions,
  updatePropertiesBody,
  updateSaleBody,
} from './contracts';

const saleIdParams = z.object({ saleId: pathId });
const saleSnakeIdParams = z.object({ sale_id: pathId });

/** /api/sales: the list, the sale page, the contract's writes, the import and the reference lists. */
export const saleEndpoints = {
  list: endpoint({ method: 'GET', path: '/sales', query: saleListQuery, answer: saleList }),
  totals: endpoint({ method: 'GET', path: '/sales/totals', query: saleFilters, answer: saleTotals }),
  /** The deleted sales (the trash). */
  trashedList: endpoint({ method: 'GET', path: '/sales/trashed', query: saleListQuery, answer: saleList }),
  paymentTypes: endpoint({ method: 'GET', path: '/sales/payment-types', answer: titledOptions }),
  contractLanguages: endpoint({ method: 'GET', path: '/sales/getContractLanguages', answer: titledOptions }),
  responsibleUsers: endpoint({ method: 'GET', path: '/sales/responsible-users', answer: responsibleUsers }),
  /** The Excel file the import reads, with its columns. */
  importTemplate: endpoint({ method: 'GET', path: '/sales/import-template', answer: 'file' }),
  /** The Excel file in the form's `file` field. */
  importSales: endpoint({
    method: 'POST',
    path: '/sales/importFromExcel',
    body: 'form',
    answer: importReport,
  }),
  ofCustomer: endpoint({
    method: 'POST',
    path: '/sales/getSalesByCustomer',
    body: salesByCustomerBody,
    answer: saleRows,
  }),
  brief: endpoint({ method: 'GET', path: '/sales/brief-info/:id', params: idParams, answer: saleBrief }),
  get: endpoint({ method: 'GET', path: '/sales/:id', params: idParams, answer: saleDetail }),
  getTrashed: endpoint({ method: 'GET', path: '/sales/:id/trashed', params: idParams, answer: saleDetail }),
  history: endpoint({ method: 'GET', path: '/sales/:id/history', params: idParams, answer: saleHistory }),
  create: endpoint({ method: 'POST', path: '/sales', body: createSaleBody, answer: saleCreated }),
  update: endpoint({
    method: 'PUT',
    path: '/sales/:id',
    params: idParams,
    body: updateSaleBody,
    answer: saleDetail,
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/sales/:id/status',
    params: idParams,
    body: changeSaleStatusBody,
    answer: saleDetail,
  }),
  changeCustomers: endpoint({
    method: 'POST',
    path: '/sales/:id/change-customers',
    params: idParams,
    body: changeCustomersBody,
    answer: saleDetail,
  }),
  updateProperties: endpoint({
    method: 'PATCH',
    path: '/sales/:sale_id/update-properties',
    params: saleSnakeIdParams,
    body: updatePropertiesBody,
    answer: saleDetail,
  }),
  /** Whether the agent's fee is paid. */
  setAgentFee: endpoint({
    method: 'PUT',
    path: '/sales/agentFeeStatus/:saleId',
    params: saleIdParams,
    body: agentFeeStatusBody,
    answer: saleDetail,
  }),
  /** Whether the agent's fee is paid, how much and when. */
  setAgentFeeV2: endpoint({
    method: 'PUT',
    path: '/sales/agentFeeStatusV2/:saleId',
    params: saleIdParams,
    body: agentFeeStatusV2Body,
    answer: saleDetail,
  }),
  remove: endpoint({ method: 'DELETE', path: '/sales/:id', params: idParams, answer: okBody }),
  /** Moves the sale to the trash with the reason. */
  trash: endpoint({
    method: 'POST',
    path: '/sales/:id/delete-with-comment',
    params: idParams,
    body: deleteWithCommentBody,
    answer: okBody,
  }),
};
