import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../api/api-client';

export const logout = () => call(authEndpoints.logout);
