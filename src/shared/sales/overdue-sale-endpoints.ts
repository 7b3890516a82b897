import { endpoint } from '../api/endpoint';
import { cancellationCandidatesAnswer, overdueSaleList, overdueSalesQuery } from '../payments/contracts';
import { cancellationCandidatesBody } from './contracts';

/** /api/overdue-sales: the sales behind on their payments. */
export const overdueSaleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/overdue-sales',
    query: overdueSalesQuery,
    answer: overdueSaleList,
  }),
  /** Marks the sales as cancellation candidates. */
  markCancellationCandidates: endpoint({
    method: 'POST',
    path: '/overdue-sales',
    body: cancellationCandidatesBody,
    answer: cancellationCandidatesAnswer,
  }),
};
