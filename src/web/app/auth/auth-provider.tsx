import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { currentUserKey, useCurrentUserQuery } from '../../lib/auth/get-current-user';
import { logout } from '../../lib/auth/logout';
import { appConfigKey, appConfigQuery } from '../../lib/config/get-app-config';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { AuthContext, type AuthState, type SignInAnswer } from '../../lib/auth/auth-context';
import { sessionToken } from '../../lib/auth/session-token';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(sessionToken.subscribe, sessionToken.get);
  const config = useQuery(appConfigQuery());
  const userQuery = useCurrentUserQuery(token !== null);

  // Whatever was cached belonged to the previous session: drop it (the public configuration stays).
  useEffect(() => {
    if (token === null)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appConfigKey[0] });
  }, [token, queryClient]);

  const signIn = useCallback(
    ({ token: newToken, user }: SignInAnswer) => {
      queryClient.setQueryData(currentUserKey, user);
      sessionToken.set(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is dropped below either way; a failed call only leaves it to expire on the server.
    } finally {
      sessionToken.clear();
    }
  }, []);

  const user = token !== null ? (userQuery.data ?? null) : null;
  const value = useMemo<AuthState>(() => ({ user, signIn, signOut }), [user, signIn, signOut]);

  if (config.isError) throw config.error;
  if (token !== null && userQuery.isError) throw userQuery.error;
  if (config.isPending || (token !== null && userQuery.isPending)) return <FullScreenLoader />;
  return <AuthContext value={value}>{children}</AuthContext>;
}
