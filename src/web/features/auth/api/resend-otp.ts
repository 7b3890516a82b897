import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@shared/auth/endpoints';
import { call } from '../../../lib/api/api-client';
import type { Credentials } from './pre-auth';

export const resendOtp = (body: Credentials) => call(authEndpoints.resendOtp, { body });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
