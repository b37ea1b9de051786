import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** English and Bengali versions of a field side by side on a wide screen, one above the other on a phone. */
export function BilingualGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
