import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';

/** What the app wraps every screen in: the shared query client and Mantine. */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </QueryClientProvider>,
  );
}

/** A memory router's screens with the app's providers. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  return renderWithProviders(<RouterProvider router={router} />);
}
