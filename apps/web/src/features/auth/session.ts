import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Permission, SessionUser } from '@outpost/contracts';
import { ApiError, onUnauthenticated } from '../../api/client.ts';
import { call } from '../../api/typed.ts';

export const sessionQueryKey = ['session'] as const;

/**
 * Switches the cached session to `user` (null: signed out) and drops every other cached answer,
 * so nothing one user saw is shown to the next. The session query itself stays observed.
 */
export function replaceSession(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, user);
}

/** The signed-in user, or null when signed out. */
export function useSession() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      try {
        return (await call('get', '/api/auth/me')).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  // Any API call that finds the session gone sends the user back to the login page.
  useEffect(() => onUnauthenticated(() => replaceSession(queryClient, null)), [queryClient]);
  return query;
}

/** The signed-in user; only for screens rendered behind the session gate. */
export function useCurrentUser(): SessionUser {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser outside the session gate');
  return data;
}

export function useCan(permission: Permission | 'admin'): boolean {
  const user = useCurrentUser();
  return permission === 'admin' ? user.role === 'SYSTEM_ADMINISTRATOR' : user.permissions.includes(permission);
}
