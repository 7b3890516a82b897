import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
