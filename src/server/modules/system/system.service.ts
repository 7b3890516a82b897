import type { AppDeps } from '../../platform/deps';
import * as repo from './system.repository';

/** Healthy when the database answers; a failure surfaces as the error handler's 500. */
export async function checkHealth(deps: AppDeps): Promise<{ status: 'ok' }> {
  await repo.ping(deps.db);
  return { status: 'ok' };
}
