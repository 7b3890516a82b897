import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import type { Credentials, PreAuthAnswer } from './pre-auth';

export const resendOtp = (body: Credentials) => api.post<PreAuthAnswer>('/resend-otp', body);

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
