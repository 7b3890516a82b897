import { useMutation } from '@tanstack/react-query';
import { agentEndpoints } from '@shared/agents/endpoints';
import { download } from '../../../lib/api/api-client';
import { downloadBlob } from '../../../lib/excel-export';

/** The empty import template, saved under the name the server gives it. */
export async function downloadAgentTemplate(): Promise<void> {
  const { blob, fileName } = await download(agentEndpoints.importTemplate, {}, 'agents-template.xlsx');
  downloadBlob(blob, fileName);
}

export const useDownloadAgentTemplate = () => useMutation({ mutationFn: downloadAgentTemplate });
