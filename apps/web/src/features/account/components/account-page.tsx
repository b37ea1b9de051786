import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Heading, optional introduction and content of one /user/... screen. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && <Text>{intro}</Text>}
      {children}
    </Stack>
  );
}
