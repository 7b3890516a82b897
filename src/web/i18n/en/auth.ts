import type { auth as ka } from '../ka/auth';
import type { Translation } from '../translation';

export const auth: Translation<typeof ka> = {
  idle_signed_out: 'You were signed out after {{minutes}} minutes without activity.',
  title: 'Sign in',
  otp_title: 'One-time code',
  forgot_title: 'Password recovery',
  reset_title: 'Set a new password',
  sign_in: 'Sign in',
  confirm: 'Confirm',
  back: 'Back',
  resend: 'Send the code again',
  forgot_password: 'Forgot your password?',
  forgot_hint: 'Enter your e-mail and we will send you a link to reset your password.',
  send_link: 'Send the link',
  back_to_login: 'Back to sign in',
  otp_sent: 'A one-time code has been sent to your e-mail. Enter it to finish signing in.',
  otp_resent: 'The code has been sent again',
  set_password: 'Save the password',
  password_changed: 'The password has been changed. Sign in with the new password.',
  link_invalid: 'The link is invalid or has expired.',
  request_new_link: 'Request a new link',
  fields: {
    login: 'Username or e-mail',
    password: 'Password',
    otp: 'Code',
    email: 'E-mail',
    new_password: 'New password',
    password_confirmation: 'Repeat the password',
  },
};
