import type { LoginBody } from '@shared/auth/contracts';
import { api } from '../../../app/api/api-client';
import type { SignInAnswer } from '../../../app/auth/auth-context';

export const login = (body: LoginBody) => api.post<SignInAnswer>('/login', body);
