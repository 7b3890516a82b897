import type { LoginBody } from '@shared/auth/contracts';
import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../../../lib/api/api-client';

export const login = (body: LoginBody) => call(authEndpoints.login, { body });
