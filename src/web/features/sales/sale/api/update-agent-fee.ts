import type { agentFeeStatusV2Body } from '@shared/sales/contracts';
import { saleEndpoints } from '@shared/sales/sale-endpoints';
import type { z } from 'zod';
import { call } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

type AgentFeeInput = z.output<typeof agentFeeStatusV2Body>;

/** PUT /api/sales/agentFeeStatusV2/{id}: whether the agent's fee is paid, how much and when. */
export const updateAgentFee = (saleId: number, body: AgentFeeInput) =>
  call(saleEndpoints.setAgentFeeV2, { params: { saleId }, body });

export const useUpdateAgentFee = (saleId: number) =>
  useSaleMutation((body: AgentFeeInput) => updateAgentFee(saleId, body));
