import { endpoint } from '../api/endpoint';
import { okBody } from '../errors';
import {
  credentials,
  currentUser,
  loginAnswer,
  loginBody,
  preAuthAnswer,
  resetPasswordBody,
  resetPasswordConfirmBody,
  resetTokenBody,
  updatePasswordBody,
} from './contracts';

export const authEndpoints = {
  /** Checks the credentials and says whether a one-time code was sent (then `login` needs it). */
  preAuth: endpoint({ method: 'POST', path: '/pre-auth', body: credentials, answer: preAuthAnswer }),
  resendOtp: endpoint({ method: 'POST', path: '/resend-otp', body: credentials, answer: preAuthAnswer }),
  login: endpoint({ method: 'POST', path: '/login', body: loginBody, answer: loginAnswer }),
  logout: endpoint({ method: 'POST', path: '/logout', answer: okBody }),
  /** The signed-in user. */
  currentUser: endpoint({ method: 'GET', path: '/user', answer: currentUser }),
  /** Mails a reset link to the address, when it is a user's. */
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/users/reset-password',
    body: resetPasswordBody,
    answer: okBody,
  }),
  checkResetToken: endpoint({
    method: 'POST',
    path: '/users/check-password-reset-token',
    body: resetTokenBody,
    answer: okBody,
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/users/reset-password-confirm',
    body: resetPasswordConfirmBody,
    answer: okBody,
  }),
  /** The own profile as a multipart form (the spec's POST with _method=PUT), the avatar beside the fields. */
  updateProfile: endpoint({ method: 'POST', path: '/users/me', body: 'form', answer: currentUser }),
  /** `updateProfile` as a plain PUT (multipart or JSON). */
  updateProfileWithPut: endpoint({ method: 'PUT', path: '/users/me', body: 'form', answer: currentUser }),
  updatePassword: endpoint({
    method: 'PUT',
    path: '/users/me/update-password',
    body: updatePasswordBody,
    answer: okBody,
  }),
};
