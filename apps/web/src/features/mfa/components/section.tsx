import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One block of the security screen, a region named by its heading, with its state beside the heading. */
export function Section({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
