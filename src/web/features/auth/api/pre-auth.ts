import { api } from '../../../lib/api/api-client';

export type Credentials = { login: string; password: string };
export type PreAuthAnswer = { otp_required: boolean; message?: string };

export const preAuth = (body: Credentials) => api.post<PreAuthAnswer>('/pre-auth', body);
