import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { redirect, useNavigate } from 'react-router';
import { killOrganiserSession, organiserQueries } from '../../api/organiser.ts';
import { ApiError } from '../../state/api-error.ts';
import { local } from '../../state/storage.ts';

/** Only an organiser's browser opens the console; anyone else goes to the organiser's sign-in. */
export function consoleLoader() {
  if (!local.get('organiserSession')) throw redirect('/beheer/inloggen');
  return null;
}

/**
 * Sends the organiser to the sign-in when a console call answered 401 (the session ended), and gives the page its
 * logout, which ends the session on the server and forgets it here.
 */
export function useConsoleSession(errors: unknown[]): { logout: () => Promise<void> } {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const signedOut = errors.some((e) => e instanceof ApiError && e.status === 401);
  useEffect(() => {
    if (!signedOut) return;
    local.set('organiserSession', undefined);
    queries.removeQueries({ queryKey: organiserQueries });
    void navigate('/beheer/inloggen');
  }, [signedOut, navigate, queries]);
  return {
    logout: async () => {
      await killOrganiserSession().catch(() => undefined);
      local.set('organiserSession', undefined);
      queries.removeQueries({ queryKey: organiserQueries });
      await navigate('/beheer/inloggen');
    },
  };
}

/** A failed action's message: the server's Dutch one for bad input or a conflict, else the general one. */
export function saveFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.message : fallback;
}
