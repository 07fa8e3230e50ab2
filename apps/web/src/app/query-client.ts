import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

/** Server state of the designer. API errors are final (the client already showed them). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !isApiError(error) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
