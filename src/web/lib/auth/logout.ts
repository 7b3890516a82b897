import { api } from '../api/api-client';

export const logout = () => api.post<{ success: boolean }>('/logout');
