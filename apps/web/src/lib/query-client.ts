import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http-error';

function shouldRetry(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500;
  return !clientError && failureCount < 2;
}

/** One client for the whole app: route guards fill it, screens read from it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
