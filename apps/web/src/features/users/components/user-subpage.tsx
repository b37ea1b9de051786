import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface UserSubpageProps {
  user: { id: string; name: string };
  title: string;
  children: ReactNode;
}

/** A screen about one part of a user (picture, links, password): back to the user, its title, its sections. */
export function UserSubpage({ user, title, children }: UserSubpageProps) {
  return (
    <Stack gap="lg" maw={640}>
      <Anchor component={Link} to={`/admin/user/${user.id}`} size="sm">
        ← {user.name}
      </Anchor>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
