import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface NarrowPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A centred card with the page heading, used by the account forms. */
export function NarrowPage({ title, intro, children }: NarrowPageProps) {
  return (
    <Paper withBorder radius="md" p="xl" maw={480} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && <Text>{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
