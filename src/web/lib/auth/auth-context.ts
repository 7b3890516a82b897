import { createContext, useContext } from 'react';
import type { CurrentUser } from '@shared/auth/contracts';

export type SignInAnswer = { token: string; user: CurrentUser };

export type AuthState = {
  user: CurrentUser | null;
  signIn: (answer: SignInAnswer) => void;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** For screens behind the auth guard, where a user is always present. */
export function useCurrentUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser must be used behind the auth guard');
  return user;
}
