export const authKeys = {
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};
