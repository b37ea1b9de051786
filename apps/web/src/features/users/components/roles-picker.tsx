import { Checkbox, Stack, Text } from '@mantine/core';
import type { TAdminRoleOption } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/role-name/role-label';

interface RolesPickerProps {
  label: string;
  options: readonly TAdminRoleOption[];
  value: string[];
  onChange: (roles: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** One checkbox per existing role: a handful of roles reads better as a list than a drop-down. */
export function RolesPicker({ label, options, value, onChange, error, disabled }: RolesPickerProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
      <Stack gap={6} mt={6}>
        {options.map((role) => (
          <Checkbox
            key={role.name}
            value={role.name}
            disabled={disabled}
            label={
              <>
                {roleLabel(t, role)}{' '}
                <Text span size="sm" c="dimmed" translate="no">
                  ({role.name})
                </Text>
              </>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
