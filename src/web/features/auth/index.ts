/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  ForgotPasswordPage: () => import('./routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
  LoginPage: () => import('./routes/login-page').then((m) => m.LoginPage),
  ResetPasswordPage: () => import('./routes/reset-password-page').then((m) => m.ResetPasswordPage),
};
