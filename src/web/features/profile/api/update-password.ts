import { useMutation } from '@tanstack/react-query';
import type { UpdatePasswordBody } from '@shared/auth/contracts';
import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../../../lib/api/api-client';

export const updatePassword = (body: UpdatePasswordBody) => call(authEndpoints.updatePassword, { body });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
