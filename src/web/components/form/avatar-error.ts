import { isApiError } from '../../lib/api/api-error';

/** The avatar is not a form field (it travels beside them), so its 422 message is picked out here. */
export function avatarError(error: unknown): string | undefined {
  return isApiError(error) ? error.body.errors?.avatar?.[0] : undefined;
}
