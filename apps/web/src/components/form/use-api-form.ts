import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, HttpError } from '@/lib/http-error';

/** A contract zod object schema (refinements included); its keys are the form's fields. */
export interface ContractSchema<TInput, TOutput> {
  _zod: { input: TInput; output: TOutput };
  shape: Record<string, unknown>;
}

/** The schema of a field, also of a nested one such as `title.en` (a translated text's English). */
function fieldSchemaAt(shape: Record<string, unknown>, name: string): unknown {
  let current: unknown = { shape };
  for (const part of name.split('.')) {
    // Wrappers (default, optional) keep the object they wrap in `def.innerType`.
    while (current && typeof current === 'object' && !('shape' in current) && 'def' in current) {
      current = (current.def as { innerType?: unknown }).innerType;
    }
    const fields = current && typeof current === 'object' && 'shape' in current ? (current.shape as Record<string, unknown>) : undefined;
    current = fields?.[part];
  }
  return current;
}

/**
 * A field's declared maximum: a string's length (zod exposes `maxLength`) or an array's number of items (its
 * `max_length` check), looking through pipes and defaults to what they take in.
 */
function maximumOf(fieldSchema: unknown): number | undefined {
  let current = fieldSchema;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    if ('maxLength' in current && typeof current.maxLength === 'number') return current.maxLength;
    const def = 'def' in current ? (current.def as { innerType?: unknown; checks?: unknown }) : undefined;
    const checks = Array.isArray(def?.checks) ? (def.checks as { _zod?: { def?: { check?: string; maximum?: unknown } } }[]) : [];
    const maximum = checks.map((check) => check._zod?.def).find((checkDef) => checkDef?.check === 'max_length')?.maximum;
    if (typeof maximum === 'number') return maximum;
    current = 'in' in current ? current.in : def?.innerType;
  }
  return undefined;
}

/**
 * A react-hook-form form validated by a contract schema, so browser and API show the
 * same message. Client messages are message keys (translated here); API messages
 * arrive translated and are placed on their fields, or shown as the form's alert.
 */
export function useApiForm<TInput extends FieldValues, TOutput>(
  schema: ContractSchema<TInput, TOutput>,
  defaultValues: DefaultValues<TInput>,
) {
  const { t } = useTranslation();
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = Object.keys(schema.shape);
  // Read during render so react-hook-form re-renders this component when errors change.
  const { errors } = form.formState;

  function fieldError(name: Path<TInput>): string | undefined {
    const error: { message?: unknown; type?: unknown } | undefined = get(errors, name);
    if (typeof error?.message !== 'string' || !error.message) return undefined;
    if (error.type === 'server') return error.message;
    // Message keys may interpolate the field's limit: 'Must be at most {{max, number}} characters', 'Choose at most {{max, number}} tags'.
    return t(error.message as ParseKeys, { max: maximumOf(fieldSchemaAt(schema.shape, name)) });
  }

  function showApiError(error: unknown): void {
    if (!(error instanceof ApiError)) {
      setFormError(error instanceof HttpError ? error.message : t('errors.something_wrong'));
      return;
    }
    let placedAll = Object.keys(error.errors).length > 0;
    for (const [field, [message]] of Object.entries(error.errors)) {
      // Nested fields arrive dotted (`title.en`), as react-hook-form names them too.
      if (message && fields.includes(field.split('.')[0] ?? field)) {
        form.setError(field as Path<TInput>, { type: 'server', message }, { shouldFocus: true });
      } else placedAll = false;
    }
    setFormError(placedAll ? null : error.message);
  }

  function onSubmit(action: (values: TOutput) => Promise<unknown>) {
    return form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (error) {
        showApiError(error);
      }
    });
  }

  return { form, formError, fieldError, onSubmit };
}
