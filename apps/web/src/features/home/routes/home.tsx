import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TUser } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComplianceChecklist } from '@/features/compliance';
import { useSession } from '@/lib/current-user';

function Greeting({ user }: { user: TUser }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="greeting-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="greeting-title">
          {t('home.greeting', { name: user.name })}
        </Title>
        <Text>{t(user.email_verified_at ? 'home.email_verified' : 'home.email_not_verified')}</Text>
        <Anchor component={Link} to="/verify">
          {t('home.verify_link')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** / : what the portal is for; a greeting and verification state when signed in. */
export function Component() {
  const { t } = useTranslation();
  const user = useSession()?.user;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title')}</Title>
      {user && <Greeting user={user} />}
      <Text size="lg">{t('home.intro')}</Text>
      {/* Signed in, home is the candidate's checklist; visitors see what they would complete. */}
      {user ? (
        <ComplianceChecklist />
      ) : (
        <>
          <Title order={2} size="h3">
            {t('home.list_title')}
          </Title>
          <List spacing="xs">
            <List.Item>{t('home.item_documents')}</List.Item>
            <List.Item>{t('home.item_references')}</List.Item>
            <List.Item>{t('home.item_declarations')}</List.Item>
          </List>
        </>
      )}
      {!user && (
        <Group>
          <Button component={Link} to="/register_">
            {t('home.get_started')}
          </Button>
          <Button component={Link} to="/login" variant="default">
            {t('home.sign_in')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
