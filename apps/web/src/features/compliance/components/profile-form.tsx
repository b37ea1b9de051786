import { Button, Checkbox, Fieldset, Radio, Stack, Switch } from '@mantine/core';
import {
  PLACEMENT_ROLES,
  PLACEMENT_SETTINGS,
  ZAdminComplianceProfileUpdate,
  type TComplianceProfileResponse,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type DefaultValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';

/** A yes/no question must be answered: unanswered, it says so rather than 'This value is not valid'. */
const yesNo = z.boolean({ error: 'compliance.profile_screen.yes_no_required' });

/**
 * The contract's rules (roles and settings, each at least one, from the catalogue), with every yes/no
 * question answered: the API keeps a left-out fact, but this form always asks them all.
 */
const ZProfileForm = ZAdminComplianceProfileUpdate.extend({
  management: yesNo,
  drives_for_work: yesNo,
  lived_overseas: yesNo,
});

export type ProfileFormValues = z.output<typeof ZProfileForm>;
type FormInput = z.input<typeof ZProfileForm>;
type YesNoField = 'management' | 'drives_for_work' | 'lived_overseas';

interface ProfileFormProps {
  profile: TComplianceProfileResponse;
  /** Staff editing a candidate's profile: adds the facts only staff may set (conditional offer). */
  staff?: boolean;
  submitLabel: string;
  /** Saves the values; a rejected promise's field messages are shown on their fields. */
  onSave: (values: ProfileFormValues) => Promise<unknown>;
}

/** Before the first answer the yes/no questions start unanswered, so nobody says 'no' by not looking. */
function defaultsOf(profile: TComplianceProfileResponse, staff: boolean): DefaultValues<FormInput> {
  const answered = profile.updated_at !== null;
  const flag = (value: boolean) => (answered ? value : undefined);
  return {
    roles: [...profile.roles],
    settings: [...profile.settings],
    management: flag(profile.management),
    drives_for_work: flag(profile.drives_for_work),
    lived_overseas: flag(profile.lived_overseas),
    ...(staff ? { conditional_offer: profile.conditional_offer } : {}),
  };
}

function YesNoQuestion({ name, control, error }: { name: YesNoField; control: Control<FormInput>; error?: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Radio.Group
          name={name}
          label={t(`rules.profile.${name}_label`)}
          description={t(`rules.profile.${name}_hint`)}
          withAsterisk
          error={error}
          value={field.value === undefined ? '' : field.value ? 'yes' : 'no'}
          onChange={(value) => field.onChange(value === 'yes')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label={t('compliance.profile_screen.yes')} />
            <Radio value="no" label={t('compliance.profile_screen.no')} />
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

/**
 * The compliance profile's questions in plain words: the candidate's own screen and the staff card on the
 * user screen draw the same form; `staff` adds the conditional offer.
 */
export function ProfileForm({ profile, staff = false, submitLabel, onSave }: ProfileFormProps) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit } = useApiForm<FormInput, ProfileFormValues>(ZProfileForm, defaultsOf(profile, staff));
  // An element's message (e.g. 'roles.0' from the API) belongs to the whole list.
  const listError = (name: 'roles' | 'settings') => fieldError(name) ?? fieldError(`${name}.0` as Path<FormInput>);

  const submit = onSubmit(async (values) => {
    const { conditional_offer, ...candidateFacts } = values;
    await onSave(staff ? { ...candidateFacts, conditional_offer } : candidateFacts);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={formError} />
        <Controller
          name="roles"
          control={form.control}
          render={({ field }) => (
            <Checkbox.Group
              label={t('rules.profile.roles_label')}
              description={t('rules.profile.roles_hint')}
              withAsterisk
              error={listError('roles')}
              value={field.value ?? []}
              onChange={field.onChange}
            >
              <Stack gap="sm" mt="xs">
                {PLACEMENT_ROLES.map((role) => (
                  <Checkbox key={role} value={role} label={t(`rules.roles.${role}.label`)} description={t(`rules.roles.${role}.hint`)} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Controller
          name="settings"
          control={form.control}
          render={({ field }) => (
            <Checkbox.Group
              label={t('rules.profile.settings_label')}
              description={t('rules.profile.settings_hint')}
              withAsterisk
              error={listError('settings')}
              value={field.value ?? []}
              onChange={field.onChange}
            >
              <Stack gap="sm" mt="xs">
                {PLACEMENT_SETTINGS.map((setting) => (
                  <Checkbox
                    key={setting}
                    value={setting}
                    label={t(`rules.settings.${setting}.label`)}
                    description={t(`rules.settings.${setting}.hint`)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <YesNoQuestion name="management" control={form.control} error={fieldError('management')} />
        <YesNoQuestion name="drives_for_work" control={form.control} error={fieldError('drives_for_work')} />
        <YesNoQuestion name="lived_overseas" control={form.control} error={fieldError('lived_overseas')} />
        {staff && (
          <Fieldset legend={t('compliance.profile_screen.staff_only')}>
            <Controller
              name="conditional_offer"
              control={form.control}
              render={({ field }) => (
                <Switch
                  label={t('rules.profile.conditional_offer_label')}
                  description={t('rules.profile.conditional_offer_hint')}
                  error={fieldError('conditional_offer')}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </Fieldset>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
