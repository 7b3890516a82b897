/** Query parameters that are credentials: a reset link's token, a signed file URL's signature. */
const SECRET_PARAMS = /([?&](?:token|signature|otp|password)=)[^&#]*/gi;

export const maskSecrets = (url: string): string => url.replace(SECRET_PARAMS, '$1***');
