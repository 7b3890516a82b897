import type { LoginBody } from '@shared/auth/contracts';
import { api } from '../../../lib/api/api-client';
import type { SignInAnswer } from '../../../lib/auth/auth-context';

export const login = (body: LoginBody) => api.post<SignInAnswer>('/login', body);
