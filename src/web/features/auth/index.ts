export { ForgotPasswordPage } from './routes/forgot-password-page';
export { LoginPage } from './routes/login-page';
export { ResetPasswordPage } from './routes/reset-password-page';
