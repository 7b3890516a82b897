import type { PageQuery } from '@shared/pagination';
import { LOG_ACTIONS } from '@shared/logs/contracts';
import type { AuthUser } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { paginateAt } from '../../platform/pagination';
import * as repo from './logs.repository';

export function listLogs(deps: AppDeps, user: AuthUser, query: PageQuery & repo.LogFilters, url: string) {
  const { page, perpage, ...filters } = query;
  // Without view_all_logs a user reads only their own entries, whatever user_id they ask for.
  const scoped = user.permissions.includes('view_all_logs') ? filters : { ...filters, user_id: user.id };
  return paginateAt(
    url,
    { page, perpage },
    () => repo.countLogs(deps.db, scoped),
    async (window) =>
      (await repo.listLogs(deps.db, scoped, window)).map(({ first_name, last_name, ...row }) => ({
        ...row,
        created_at: row.created_at.toISOString(),
        user_name: first_name === null ? null : `${first_name} ${last_name ?? ''}`.trim(),
      })),
  );
}

/** The filter choices: every action, and the kinds of record the log has entries for. */
export async function logTypes(deps: AppDeps) {
  return { actions: [...LOG_ACTIONS], entity_types: await repo.entityTypes(deps.db) };
}
