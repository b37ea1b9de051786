import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLogPanel } from '../components/app-log-panel';
import { AuditLogPanel } from '../components/audit-log-panel';

type Tab = 'app' | 'audit';

/** /admin/logs ('View Logs'): the application log and the audit log, one tab each. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'audit' ? 'audit' : 'app';

  return (
    <Stack gap="md">
      <Title order={1}>{t('logs.title')}</Title>
      <Tabs value={tab} onChange={(next) => setParams({ tab: next === 'audit' ? 'audit' : 'app' })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="app">{t('logs.tabs.app')}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('logs.tabs.audit')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="app" pt="md">
          <AppLogPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditLogPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
