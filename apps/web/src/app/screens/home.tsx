import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { can, type TMeResponse } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComplianceChecklist } from '@/features/compliance';
import { LatestNews, PublishedPageLinks } from '@/features/content';
import { RefereeStatusNote } from '@/features/referees';
import { useSession } from '@/lib/current-user';
import { isStaffOnly } from '@/lib/landing';

const greetedKey = (userId: string) => `portal.greeted.${userId}`;

/** Whether this person is seen here for the first time (on this device): then 'Welcome', afterwards 'Welcome back'. */
function useFirstVisit(userId: string): boolean {
  const [first] = useState(() => localStorage.getItem(greetedKey(userId)) === null);
  useEffect(() => localStorage.setItem(greetedKey(userId), '1'), [userId]);
  return first;
}

function Greeting({ session }: { session: TMeResponse }) {
  const { t } = useTranslation();
  const { user } = session;
  const firstVisit = useFirstVisit(user.id);
  const unverified = !user.email_verified_at || (!!user.phone && !user.phone_verified_at);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="greeting-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="greeting-title">
          {t(firstVisit ? 'home.greeting_first' : 'home.greeting', { name: user.name })}
        </Title>
        <Text>{t(user.email_verified_at ? 'home.email_verified' : 'home.email_not_verified')}</Text>
        {user.phone && <Text>{t(user.phone_verified_at ? 'home.phone_verified' : 'home.phone_not_verified')}</Text>}
        {unverified && (
          <Anchor component={Link} to="/verify">
            {t('home.verify_link')}
          </Anchor>
        )}
        {/* Staff come to the portal to run it: their work starts on the dashboard. */}
        {can(session.permissions, 'dashboard.view') && (
          <Group>
            <Button component={Link} to="/admin">
              {t('publicContent.home.dashboard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** What visitors are offered, and the way in. */
function VisitorIntro() {
  const { t } = useTranslation();
  return (
    <>
      <Group>
        <Button component={Link} to="/register_">
          {t('home.get_started')}
        </Button>
        <Button component={Link} to="/login" variant="default">
          {t('home.sign_in')}
        </Button>
      </Group>
      <Stack component="section" gap="xs" aria-labelledby="offer-title">
        <Title order={2} size="h3" id="offer-title">
          {t('publicContent.home.offer_title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('publicContent.home.offer_placements')}</List.Item>
          <List.Item>{t('publicContent.home.offer_support')}</List.Item>
          <List.Item>{t('publicContent.home.offer_online')}</List.Item>
        </List>
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="complete-title">
        <Title order={2} size="h3" id="complete-title">
          {t('home.list_title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('home.item_documents')}</List.Item>
          <List.Item>{t('home.item_references')}</List.Item>
          <List.Item>{t('home.item_declarations')}</List.Item>
        </List>
      </Stack>
    </>
  );
}

/**
 * / : the portal's landing page. Visitors see what the agency offers and how to join; signed in, home is
 * the candidate's checklist (and, for staff, the way to the dashboard). Staff who are not also candidates
 * have no checklist: only the greeting with the way to the dashboard. Everyone sees the latest news and
 * the published pages.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const staffOnly = session !== null && isStaffOnly(session);

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1}>{t(staffOnly ? 'home.staff_title' : 'home.title')}</Title>
        {session && <Greeting session={session} />}
        <Text size="lg">{t(staffOnly ? 'home.staff_intro' : 'home.intro')}</Text>
        {!session ? <VisitorIntro /> : !staffOnly && <ComplianceChecklist ReferenceNote={RefereeStatusNote} />}
      </Stack>
      <LatestNews />
      <PublishedPageLinks />
    </Stack>
  );
}
