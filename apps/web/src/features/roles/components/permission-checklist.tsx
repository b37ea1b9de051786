import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { CUSTOM_PERMISSION_GROUP, PERMISSION_CATALOGUE, permissionDisplayName, type TRolePermissions } from '@portal/contract';
import { useTranslation } from 'react-i18next';

type Entry = TRolePermissions['data'][number];

/** Catalogue groups in catalogue order, then the admins' own permissions. */
const GROUP_ORDER = [...new Set(Object.values(PERMISSION_CATALOGUE).map((p) => p.group as string)), CUSTOM_PERMISSION_GROUP];

function grouped(entries: Entry[]): Array<[string, Entry[]]> {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups].sort(([a], [b]) => GROUP_ORDER.indexOf(a) - GROUP_ORDER.indexOf(b));
}

interface PermissionChecklistProps {
  entries: Entry[];
  checked: ReadonlySet<string>;
  /** Whether this permission's box may be changed. */
  editable: (name: string) => boolean;
  onChange: (names: string[], granted: boolean) => void;
}

/** The permission catalogue as ticked boxes, one fieldset per group with a box for the whole group. */
export function PermissionChecklist({ entries, checked, editable, onChange }: PermissionChecklistProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {grouped(entries).map(([group, items]) => {
        const changeable = items.filter((item) => editable(item.name)).map((item) => item.name);
        const ticked = items.filter((item) => checked.has(item.name)).length;
        const groupLabel = t(`permissions.groups.${group}`, { defaultValue: group });
        return (
          <Fieldset key={group} legend={groupLabel}>
            <Stack gap="sm">
              {items.length > 1 && (
                <Checkbox
                  label={t('roles.permissions.whole_group', { group: groupLabel })}
                  checked={ticked === items.length}
                  indeterminate={ticked > 0 && ticked < items.length}
                  disabled={changeable.length === 0}
                  onChange={(event) => onChange(changeable, event.currentTarget.checked)}
                  fw={600}
                />
              )}
              <Stack gap="sm">
                {items.map((item) => (
                  <Checkbox
                    key={item.name}
                    label={permissionDisplayName(item, (key) => t(key as never))}
                    description={
                      <Text span size="xs" ff="monospace" translate="no">
                        {item.name}
                      </Text>
                    }
                    checked={checked.has(item.name)}
                    disabled={!editable(item.name)}
                    onChange={(event) => onChange([item.name], event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Stack>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
