import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScreenProps {
  title: string;
  intro?: ReactNode;
  /** Links or actions shown beside the introduction. */
  children: ReactNode;
  maw?: number;
}

/** Heading, optional introduction and content of a screen. */
export function Screen({ title, intro, children, maw = 720 }: ScreenProps) {
  return (
    <Stack gap="md" maw={maw}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && <Text>{intro}</Text>}
      {children}
    </Stack>
  );
}
