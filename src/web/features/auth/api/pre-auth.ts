import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../../../lib/api/api-client';

export type Credentials = { login: string; password: string };

export const preAuth = (body: Credentials) => call(authEndpoints.preAuth, { body });
