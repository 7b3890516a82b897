import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { appConfig } from './contracts';

/** The system module's endpoints: the process's health, the web app's settings and the stored files. */
export const systemEndpoints = {
  /** Every process answers it, a worker too (docs/decisions/034-process-roles.md). */
  health: endpoint({ method: 'GET', path: '/health', answer: z.object({ status: z.literal('ok') }) }),
  appConfig: endpoint({ method: 'GET', path: '/app-config', answer: appConfig }),
  /** A stored file; the signature in its URL is the credential, so an <img> can load it. */
  file: endpoint({
    method: 'GET',
    path: '/files/:id',
    params: z.object({ id: z.uuid() }),
    query: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
    answer: 'file',
  }),
};
