import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createRouter } from './router.tsx';

/**
 * The query cache, holding at once the current_user answer main.tsx asked for while this code
 * loaded: taken here, whatever page opens, so no later query (after a sign-in) can get that old
 * answer.
 */
function startQueryClient() {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(currentUserQueryOptions());
  return queryClient;
}

/** Providers and the router. */
export function App() {
  const [queryClient] = useState(startQueryClient);
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
