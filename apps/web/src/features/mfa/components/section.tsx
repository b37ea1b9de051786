import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of the security screen: a heading with its state beside it, then the content. */
export function Section({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
