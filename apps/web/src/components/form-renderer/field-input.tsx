import { Button, Checkbox, Group, MultiSelect, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  checkTextPattern,
  complianceToday,
  dateConstraintBounds,
  DEFAULT_TEXT_MAX,
  DEFAULT_TEXTAREA_MAX,
  formatShareCode,
  resolveOptions,
  TEXT_PATTERNS,
  type FormField,
  type LocalizedText,
  type OptionSource,
  type RepeatingField,
  type TextField,
} from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { Controller, useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '@/components/file-drop/file-drop';
import { countryOptionsFilter } from '@/lib/country-filter';
import { withExclusive } from './exclusive-options';
import { useLocalized } from './localized';
import { translateFieldError } from './resolver';

export type ScalarField = Exclude<FormField, RepeatingField>;

/** Country and nationality lists are searched by aliases too ('UK', 'British'); other lists by their labels. */
const isCountryList = (source: OptionSource) => 'list' in source && (source.list === 'countries' || source.list === 'eu-countries');
const countryFilterFor = (source: OptionSource) => (isCountryList(source) ? countryOptionsFilter : undefined);

/**
 * A field's options as the person reads them: countries in alphabetical order of their name on screen, as in the
 * address form (the default collation orders Bengali script in its own alphabet's order too).
 */
function choiceOptions(source: OptionSource, local: (text: LocalizedText) => string) {
  const options = resolveOptions(source).map((o) => ({ value: o.key, label: local(o) }));
  return isCountryList(source) ? options.sort((a, b) => a.label.localeCompare(b.label)) : options;
}

/** Radio buttons read better than a drop-down for a handful of options. */
const RADIO_MAX_OPTIONS = 5;
const CHECKBOX_MAX_OPTIONS = 8;

/** How a valid pattern answer is best shown once typed: 'sw1a1aa' becomes 'SW1A 1AA'. */
function tidy(field: TextField, value: string): string {
  if (!field.pattern) return value;
  const checked = checkTextPattern(field.pattern, value);
  if (!checked.ok) return value;
  if (field.pattern === 'share_code') return formatShareCode(checked.value);
  if (field.pattern === 'uk_postcode') return checked.value;
  if (field.pattern === 'ni_number' || field.pattern === 'uk_driving_licence') return value.trim().toUpperCase();
  return value;
}

const INPUT_HINTS: Partial<Record<NonNullable<TextField['pattern']>, { type?: string; inputMode?: 'numeric' | 'email' | 'tel' }>> = {
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  dbs_certificate: { inputMode: 'numeric' },
  trn: { inputMode: 'numeric' },
};

interface FieldInputProps {
  field: ScalarField;
  /** The field's path in the form values, e.g. 'answers.addresses.0.postcode'. */
  name: string;
  required: boolean;
  readOnly: boolean;
}

/** One question, drawn for its kind, bound to the form by name. */
export function FieldInput({ field, name, required, readOnly }: FieldInputProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const { control } = useFormContext<FieldValues>();
  const optional = !required && !field.required_when;
  const label = optional ? t('compliance.form.optional_label', { label: local(field.label) }) : local(field.label);
  // The definition's own help wins; a pattern field without any gets the format to follow, while it can be typed in.
  const patternHint = field.kind === 'text' && field.pattern && !readOnly ? String(t(`compliance.patterns.${field.pattern}` as ParseKeys)) : undefined;
  const description = field.help ? local(field.help) : patternHint;
  const words: Words = {
    yes: t('compliance.form.yes'),
    no: t('compliance.form.no'),
    choose: t('compliance.form.choose'),
    noMatch: t('compliance.form.no_match'),
    clear: t('compliance.form.clear_answer'),
  };

  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => {
        const error = translateFieldError(t, fieldState.error);
        const common = { label, description, error, required, withAsterisk: false as const, disabled: readOnly };
        return renderKind(field, input, common, words, local);
      }}
    />
  );
}

interface Common {
  label: string;
  description: string | undefined;
  error: string | undefined;
  required: boolean;
  withAsterisk: false;
  disabled: boolean;
}

/** The renderer's own words, already in the current language. */
interface Words {
  yes: string;
  no: string;
  choose: string;
  noMatch: string;
  /** Radio buttons cannot be unticked: an optional question answered by mistake is cleared with this. */
  clear: string;
}

function ClearAnswer({ common, answered, words, onClear }: { common: Common; answered: boolean; words: Words; onClear: () => void }) {
  if (common.required || common.disabled || !answered) return null;
  return (
    <Button variant="subtle" size="compact-xs" mt={4} onClick={onClear} aria-label={`${words.clear}: ${common.label}`}>
      {words.clear}
    </Button>
  );
}

function renderKind(
  field: ScalarField,
  input: ControllerRenderProps<FieldValues, string>,
  common: Common,
  words: Words,
  local: ReturnType<typeof useLocalized>,
) {
  const text = typeof input.value === 'string' ? input.value : '';
  switch (field.kind) {
    case 'text': {
      const max = field.max_length ?? (field.pattern ? TEXT_PATTERNS[field.pattern].max_length : DEFAULT_TEXT_MAX);
      return (
        <TextInput
          {...common}
          {...(field.pattern ? INPUT_HINTS[field.pattern] : {})}
          ref={input.ref}
          name={input.name}
          value={text}
          maxLength={max}
          autoComplete="off"
          onChange={(event) => input.onChange(event.currentTarget.value)}
          onBlur={() => {
            if (text) input.onChange(tidy(field, text));
            input.onBlur();
          }}
        />
      );
    }
    case 'textarea':
      return (
        <Textarea
          {...common}
          ref={input.ref}
          name={input.name}
          value={text}
          maxLength={field.max_length ?? DEFAULT_TEXTAREA_MAX}
          autosize
          minRows={3}
          onChange={(event) => input.onChange(event.currentTarget.value)}
          onBlur={input.onBlur}
        />
      );
    case 'date': {
      const { min, max } = field.constraint ? dateConstraintBounds(field.constraint, complianceToday()) : {};
      return (
        <TextInput
          {...common}
          type="date"
          ref={input.ref}
          name={input.name}
          value={text}
          min={min}
          max={max}
          onChange={(event) => input.onChange(event.currentTarget.value)}
          onBlur={input.onBlur}
        />
      );
    }
    case 'number':
      return (
        <NumberInput
          {...common}
          ref={input.ref}
          name={input.name}
          value={typeof input.value === 'number' ? input.value : ''}
          min={field.min}
          max={field.max}
          allowDecimal={!field.integer}
          onChange={(value) => input.onChange(typeof value === 'number' ? value : '')}
          onBlur={input.onBlur}
        />
      );
    case 'choice': {
      const options = choiceOptions(field.options, local);
      if (options.length <= RADIO_MAX_OPTIONS) {
        return (
          <Radio.Group {...common} name={input.name} value={text || null} onChange={input.onChange}>
            <Stack gap="xs" mt={6}>
              {options.map((option, index) => (
                <Radio key={option.value} value={option.value} label={option.label} disabled={common.disabled} ref={index === 0 ? input.ref : undefined} />
              ))}
            </Stack>
            <ClearAnswer common={common} answered={text !== ''} words={words} onClear={() => input.onChange('')} />
          </Radio.Group>
        );
      }
      return (
        <Select
          {...common}
          ref={input.ref}
          name={input.name}
          data={options}
          value={text || null}
          searchable
          filter={countryFilterFor(field.options)}
          nothingFoundMessage={words.noMatch}
          placeholder={words.choose}
          onChange={(value) => input.onChange(value ?? '')}
          onBlur={input.onBlur}
        />
      );
    }
    case 'multi_choice': {
      const options = choiceOptions(field.options, local);
      const values = Array.isArray(input.value) ? (input.value as string[]) : [];
      const select = (next: string[]) => input.onChange(withExclusive(values, next, field.exclusive));
      if (options.length <= CHECKBOX_MAX_OPTIONS) {
        return (
          <Checkbox.Group {...common} value={values} onChange={select}>
            <Stack gap="xs" mt={6}>
              {options.map((option, index) => (
                <Checkbox key={option.value} value={option.value} label={option.label} disabled={common.disabled} ref={index === 0 ? input.ref : undefined} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      }
      return (
        <MultiSelect
          {...common}
          ref={input.ref}
          data={options}
          value={values}
          searchable
          filter={countryFilterFor(field.options)}
          maxValues={field.max_items}
          nothingFoundMessage={words.noMatch}
          onChange={select}
          onBlur={input.onBlur}
        />
      );
    }
    case 'yes_no': {
      if (field.must_be_yes) {
        return (
          <Checkbox
            ref={input.ref}
            name={input.name}
            label={common.label}
            description={common.description}
            error={common.error}
            disabled={common.disabled}
            checked={input.value === true}
            onChange={(event) => input.onChange(event.currentTarget.checked ? true : '')}
          />
        );
      }
      const value = input.value === true ? 'yes' : input.value === false ? 'no' : null;
      return (
        <Radio.Group {...common} name={input.name} value={value} onChange={(answer) => input.onChange(answer === 'yes')}>
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={words.yes} disabled={common.disabled} ref={input.ref} />
            <Radio value="no" label={words.no} disabled={common.disabled} />
          </Group>
          <ClearAnswer common={common} answered={value !== null} words={words} onClear={() => input.onChange('')} />
        </Radio.Group>
      );
    }
    case 'upload':
      return (
        <FileDrop
          label={common.label}
          description={common.description}
          error={common.error}
          required={common.required}
          readOnly={common.disabled}
          value={Array.isArray(input.value) ? (input.value as string[]) : []}
          onChange={input.onChange}
          maxFiles={field.max_files}
          buttonRef={input.ref}
        />
      );
  }
}
