import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { can, type TRolePermissions } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/role-name/role-label';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '@/lib/current-user';
import { ApiError } from '@/lib/http-error';
import { useAllRoles, useRolePermissions, useSaveRolePermissions } from '../api';
import { PermissionChecklist } from '../components/permission-checklist';
import { notifyDone } from '@/lib/notify';

/** /admin/roles/permission/{id?}: choose a role, then tick what its holders may do. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id;
  const roles = useAllRoles();
  const permissions = useRolePermissions(id);

  return (
    <Stack gap="md">
      <Title order={1}>{t('roles.permissions.title')}</Title>
      <NativeSelect
        label={t('roles.permissions.pick_label')}
        value={id ?? ''}
        maw={360}
        data={[
          { value: '', label: t('roles.permissions.pick_placeholder'), disabled: true },
          ...(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(t, r) })),
        ]}
        onChange={(event) => void navigate(`/admin/roles/permission/${event.currentTarget.value}`)}
      />
      {permissions.isFetching && !permissions.data && <Loader size="sm" aria-label={t('app.loading')} />}
      {permissions.isError && (
        <Alert color="red" role="alert">
          {permissions.error.message}
        </Alert>
      )}
      {permissions.data && <RolePermissionsEditor key={permissions.data.role.id} answer={permissions.data} />}
    </Stack>
  );
}

function RolePermissionsEditor({ answer }: { answer: TRolePermissions }) {
  const { t } = useTranslation();
  const mine = useSession()?.permissions ?? [];
  const save = useSaveRolePermissions(answer.role.id);
  const [checked, setChecked] = useState(() => new Set(answer.data.filter((p) => p.granted).map((p) => p.name)));
  const [error, setError] = useState<string | null>(null);
  const { role } = answer;
  const mayManage = can(mine, 'roles.manage') && !role.all_permissions;
  // Nobody hands out, or takes away, more than they hold themselves (the server checks this too).
  const editable = (name: string) => mayManage && mine.includes(name);

  const change = (names: string[], granted: boolean) => {
    const next = new Set(checked);
    for (const name of names) {
      if (granted) next.add(name);
      else next.delete(name);
    }
    setChecked(next);
  };

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync([...checked]);
      notifyDone(t('roles.permissions.saved', { name: roleLabel(t, role) }));
    } catch (failure) {
      const reasons = failure instanceof ApiError ? failure.errors.permissions : undefined;
      setError(reasons?.join(' ') ?? (failure instanceof Error ? failure.message : t('errors.something_wrong')));
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {roleLabel(t, role)}
      </Title>
      <Text>
        {role.all_permissions
          ? t('roles.permissions.all_note')
          : mayManage
            ? t('roles.permissions.intro', { name: roleLabel(t, role) })
            : t('roles.permissions.read_only')}
      </Text>
      {mayManage && answer.data.some((p) => !mine.includes(p.name)) && <Text size="sm">{t('roles.permissions.not_held_note')}</Text>}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <PermissionChecklist entries={answer.data} checked={checked} editable={editable} onChange={change} />
      {mayManage && (
        <Group>
          <Button onClick={submit} loading={save.isPending}>
            {t('roles.permissions.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
