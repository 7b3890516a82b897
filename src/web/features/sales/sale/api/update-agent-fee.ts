import type { agentFeeStatusV2Body } from '@shared/sales/contracts';
import type { z } from 'zod';
import { api } from '../../../../lib/api/api-client';
import { useSaleMutation } from './use-sale-mutation';

type AgentFeeInput = z.output<typeof agentFeeStatusV2Body>;

/** PUT /api/sales/agentFeeStatusV2/{id}: whether the agent's fee is paid, how much and when. */
export const updateAgentFee = (saleId: number, body: AgentFeeInput) =>
  api.put(`/sales/agentFeeStatusV2/${saleId}`, body);

export const useUpdateAgentFee = (saleId: number) =>
  useSaleMutation((body: AgentFeeInput) => updateAgentFee(saleId, body));
