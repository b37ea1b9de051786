import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ADDRESS_TYPES,
  COUNTRIES,
  PHONE_CODES,
  referenceItemName,
  normalisePostcode,
  UK_POSTCODE_PATTERN,
  ZInternationalAddressInput,
  ZLocalAddressInput,
  ZUkAddressInput,
  type GeoLevel,
  type TAddress,
  type TAddressScope,
  type TCreateAddressRequest,
  type THomeCountry,
} from '@portal/contract';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useGeoChildren } from '@/lib/geo-areas';
import { GeoAreaSelect } from '@/components/geo-area-select/geo-area-select';
import { countryOptionsFilter } from '@/lib/country-filter';

export interface AddressFormProps {
  scope: TAddressScope;
  /** The country whose form a local address takes: the home country, or for a stored address its own. */
  country: THomeCountry;
  /** The stored address when editing. */
  initial?: TAddress;
  onSubmit: (values: TCreateAddressRequest) => Promise<unknown>;
  cancelTo: string;
}

type FieldError = (name: string) => string | undefined;

/** A local address names a division, a district and optionally an upazila, nothing else of the tree. */
const ADDRESS_AREA_LEVELS: readonly (readonly GeoLevel[])[] = [['division'], ['district'], ['upazila']];

/** Countries by their name in the language on screen. */
function useCountryOptions() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  return useMemo(() => {
    const name = new Map(COUNTRIES.map((country) => [country.code as string, referenceItemName(country, language)]));
    const countries = COUNTRIES.map((country) => ({ value: country.code as string, label: name.get(country.code)! }));
    const phoneCodes = PHONE_CODES.map((code) => ({ value: code.country as string, label: `${name.get(code.country)} (${code.dial_code})` }));
    const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, language);
    return { countries: countries.sort(byLabel), phoneCodes: phoneCodes.sort(byLabel) };
  }, [language]);
}

/** A select bound to one form field; `toValue`/`fromValue` convert between the field and the select's string. */
function SelectField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  data: { value: string; label: string }[];
  error?: string;
  required?: boolean;
  numeric?: boolean;
  /** Option values are country codes: search them by aliases too ('UK', 'British'). */
  countries?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Select
          label={props.label}
          data={props.data}
          value={field.value === null || field.value === undefined || field.value === '' ? null : String(field.value)}
          onChange={(value) => field.onChange(props.numeric ? Number(value) : value)}
          onBlur={field.onBlur}
          ref={field.ref}
          searchable={props.data.length > 10}
          filter={props.countries ? countryOptionsFilter : undefined}
          clearable={!props.required}
          allowDeselect={!props.required}
          required={props.required}
          withAsterisk={false}
          placeholder={t('addresses.form.choose')}
          nothingFoundMessage={t('addresses.form.nothing_found')}
          error={props.error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

function AddressTypeField<T extends FieldValues>({ control, fieldError }: { control: Control<T>; fieldError: FieldError }) {
  const { t, i18n } = useTranslation();
  const types = ADDRESS_TYPES.map((type) => ({ value: String(type.id), label: referenceItemName(type, i18n.language === 'bn' ? 'bn' : 'en') }));
  return <SelectField control={control} name={'address_type' as Path<T>} label={t('addresses.form.address_type')} data={types} error={fieldError('address_type')} required numeric />;
}

function CommonTop<T extends FieldValues>({ control, register, fieldError }: { control: Control<T>; register: (name: Path<T>) => object; fieldError: FieldError }) {
  const { t } = useTranslation();
  return (
    <>
      <AddressTypeField control={control} fieldError={fieldError} />
      <Textarea
        label={t('addresses.form.address')}
        description={t('addresses.form.address_hint')}
        autosize
        minRows={2}
        required
        error={fieldError('address')}
        {...register('address' as Path<T>)}
      />
    </>
  );
}

function PhoneFields<T extends FieldValues>({ control, register, fieldError }: { control: Control<T>; register: (name: Path<T>) => object; fieldError: FieldError }) {
  const { t } = useTranslation();
  const { phoneCodes } = useCountryOptions();
  return (
    <Group grow align="flex-start">
      <SelectField control={control} name={'phone_code' as Path<T>} label={t('addresses.form.phone_code')} data={phoneCodes} error={fieldError('phone_code')} countries />
      <TextInput type="tel" label={t('addresses.form.phone')} description={t('addresses.form.phone_hint')} error={fieldError('phone')} {...register('phone' as Path<T>)} />
    </Group>
  );
}

function Actions({ cancelTo, submitting }: { cancelTo: string; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button component={Link} to={cancelTo} variant="default">
        {t('addresses.form.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('addresses.form.save')}
      </Button>
    </Group>
  );
}

/** A valid postcode as Royal Mail prints it ('sw1a1aa' → 'SW1A 1AA'); anything else as typed, for the rule to explain. */
function tidyPostcode(value: string): string {
  const normalised = normalisePostcode(value);
  return UK_POSTCODE_PATTERN.test(normalised.replace(' ', '')) ? normalised : value;
}

/** A local address in the United Kingdom: address lines, town, county and postcode, in the order Royal Mail writes them. */
function UkAddressForm({ initial, onSubmit, cancelTo }: Omit<AddressFormProps, 'scope' | 'country'>) {
  const { t } = useTranslation();
  const uk = initial?.scope === 'local' ? initial : undefined;
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZUkAddressInput, {
    scope: 'local',
    address_type: initial?.address_type ?? 1,
    address: initial?.address ?? '',
    address_line2: uk?.address_line2 ?? '',
    town: uk?.town ?? '',
    county: uk?.county ?? '',
    postcode: uk?.postcode ?? '',
    phone_code: initial?.phone_code ?? 'GB',
    phone: initial?.phone ?? '',
  });
  const { register, control, setValue, getValues } = form;
  const postcode = register('postcode', {
    onBlur: () => {
      const value = getValues('postcode');
      if (typeof value === 'string' && value.trim() !== '') setValue('postcode', tidyPostcode(value));
    },
  });

  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <AddressTypeField control={control} fieldError={fieldError as FieldError} />
        <TextInput
          label={t('addresses.form.address_line1')}
          description={t('addresses.form.address_line1_hint')}
          autoComplete="address-line1"
          required
          error={fieldError('address')}
          {...register('address')}
        />
        <TextInput
          label={t('addresses.form.address_line2')}
          description={t('addresses.form.address_line2_hint')}
          autoComplete="address-line2"
          error={fieldError('address_line2')}
          {...register('address_line2')}
        />
        <Group grow align="flex-start">
          <TextInput label={t('addresses.form.town')} autoComplete="address-level2" required error={fieldError('town')} {...register('town')} />
          <TextInput label={t('addresses.form.county')} autoComplete="address-level1" error={fieldError('county')} {...register('county')} />
        </Group>
        <TextInput
          label={t('addresses.form.postcode')}
          description={t('addresses.form.postcode_hint')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maw={220}
          required
          error={fieldError('postcode')}
          {...postcode}
        />
        <PhoneFields control={control} register={register} fieldError={fieldError as FieldError} />
        <Actions cancelTo={cancelTo} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** A local address in Bangladesh: the address, then its division, district and optionally upazila. */
function LocalAddressForm({ initial, onSubmit, cancelTo }: Omit<AddressFormProps, 'scope' | 'country'>) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZLocalAddressInput, {
    scope: 'local',
    address_type: initial?.address_type ?? 1,
    address: initial?.address ?? '',
    division_id: initial?.division?.id ?? '',
    district_id: initial?.district?.id ?? '',
    upazila_id: initial?.upazila?.id ?? null,
    phone_code: initial?.phone_code ?? 'BD',
    phone: initial?.phone ?? '',
  });
  const { register, setValue, control } = form;
  // The geo selects set these three through setValue; registering them lets errors and focus reach them.
  useEffect(() => {
    register('division_id');
    register('district_id');
    register('upazila_id');
  }, [register]);
  const [division, district, upazila] = useWatch({ control, name: ['division_id', 'district_id', 'upazila_id'] });
  const chain = [division, district, upazila].filter((id): id is string => typeof id === 'string' && id !== '');
  const setChain = (ids: string[]) => {
    const validate = form.formState.isSubmitted;
    setValue('division_id', ids[0] ?? '', { shouldDirty: true, shouldValidate: validate });
    setValue('district_id', ids[1] ?? '', { shouldDirty: true, shouldValidate: validate });
    setValue('upazila_id', ids[2] ?? null, { shouldDirty: true, shouldValidate: validate });
  };

  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <CommonTop control={control} register={register} fieldError={fieldError as FieldError} />
        <GeoAreaSelect
          value={chain}
          onChange={setChain}
          depth={3}
          required={2}
          names={['division_id', 'district_id', 'upazila_id']}
          levels={ADDRESS_AREA_LEVELS}
          labels={[t('addresses.form.division'), t('addresses.form.district'), t('addresses.form.upazila')]}
          errors={[fieldError('division_id'), fieldError('district_id'), fieldError('upazila_id')]}
        />
        <PhoneFields control={control} register={register} fieldError={fieldError as FieldError} />
        <Actions cancelTo={cancelTo} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/**
 * For an address abroad in Bangladesh: its division, district and upazila, offered once Bangladesh's areas
 * have been imported into the portal (optional; nothing is shown otherwise).
 */
function BangladeshAreas({ chain, onChange, fieldError }: { chain: string[]; onChange: (ids: string[]) => void; fieldError: FieldError }) {
  const { t } = useTranslation();
  const { data: divisions } = useGeoChildren(null, 'BD');
  if (!divisions || divisions.length === 0) return null;
  return (
    <GeoAreaSelect
      value={chain}
      onChange={onChange}
      depth={3}
      country="BD"
      names={['division_id', 'district_id', 'upazila_id']}
      levels={ADDRESS_AREA_LEVELS}
      labels={[t('addresses.form.division_optional'), t('addresses.form.district'), t('addresses.form.upazila')]}
      errors={[fieldError('division_id'), fieldError('district_id'), fieldError('upazila_id')]}
    />
  );
}

function InternationalAddressForm({ initial, onSubmit, cancelTo }: Omit<AddressFormProps, 'scope' | 'country'>) {
  const { t } = useTranslation();
  const { countries } = useCountryOptions();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZInternationalAddressInput, {
    scope: 'international',
    address_type: initial?.address_type ?? 1,
    address: initial?.address ?? '',
    state: initial?.state ?? '',
    city: initial?.city ?? '',
    zip_code: initial?.zip_code ?? '',
    country_code: initial?.scope === 'international' ? (initial.country_code ?? '') : '',
    division_id: initial?.scope === 'international' ? (initial.division?.id ?? null) : null,
    district_id: initial?.scope === 'international' ? (initial.district?.id ?? null) : null,
    upazila_id: initial?.scope === 'international' ? (initial.upazila?.id ?? null) : null,
    phone_code: initial?.phone_code ?? null,
    phone: initial?.phone ?? '',
  });
  const { register, control, setValue } = form;
  useEffect(() => {
    register('division_id');
    register('district_id');
    register('upazila_id');
  }, [register]);
  const [country, division, district, upazila] = useWatch({ control, name: ['country_code', 'division_id', 'district_id', 'upazila_id'] });
  const chain = [division, district, upazila].filter((id): id is string => typeof id === 'string' && id !== '');
  const setChain = (ids: string[]) => {
    const validate = form.formState.isSubmitted;
    setValue('division_id', ids[0] ?? null, { shouldDirty: true, shouldValidate: validate });
    setValue('district_id', ids[1] ?? null, { shouldDirty: true, shouldValidate: validate });
    setValue('upazila_id', ids[2] ?? null, { shouldDirty: true, shouldValidate: validate });
  };
  // Areas belong to Bangladesh only: another country clears them.
  const clearAreas = useEffectEvent((code: string) => {
    if (code !== 'BD' && (division || district || upazila)) setChain([]);
  });
  useEffect(() => clearAreas(country), [country]);

  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <CommonTop control={control} register={register} fieldError={fieldError as FieldError} />
        <Group grow align="flex-start">
          <TextInput label={t('addresses.form.city')} required error={fieldError('city')} {...register('city')} />
          <TextInput label={t('addresses.form.state')} required error={fieldError('state')} {...register('state')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('addresses.form.zip_code')} error={fieldError('zip_code')} {...register('zip_code')} />
          <SelectField control={control} name="country_code" label={t('addresses.form.country')} data={countries} error={fieldError('country_code')} required countries />
        </Group>
        {country === 'BD' && <BangladeshAreas chain={chain} onChange={setChain} fieldError={fieldError as FieldError} />}
        <PhoneFields control={control} register={register} fieldError={fieldError as FieldError} />
        <Actions cancelTo={cancelTo} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

/** The one address form of every address screen: a local variant (the UK's, or Bangladesh's geo selects) and an international one. */
export function AddressForm({ scope, country, ...props }: AddressFormProps) {
  if (scope === 'international') return <InternationalAddressForm {...props} />;
  return country === 'GB' ? <UkAddressForm {...props} /> : <LocalAddressForm {...props} />;
}
