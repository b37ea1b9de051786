import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of a screen about a record (a user's details, roles, ban, ...). */
export function SectionCard({ title, intro, children, danger }: { title: string; intro?: string; children: ReactNode; danger?: boolean }) {
  return (
    <Paper withBorder radius="md" p="lg" style={danger ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {intro && <Text size="sm">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
