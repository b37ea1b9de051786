import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
