import { zodResolver } from '@hookform/resolvers/zod';
import { buildSubmissionSchema, SIGNATURE_NAME_MAX, type FormAnswers, type FormDefinition } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';

export interface SignatureValues {
  full_name: string;
  /** PNG data URL of the drawn (or typed-name) signature. */
  image: string;
}

/** What the form holds: the answers, and the signature when the definition asks for one. */
export interface FormValues {
  answers: FormAnswers;
  signature?: SignatureValues;
}

/** What a valid submit yields: the cleaned answers (hidden fields dropped, values normalised). */
export interface SubmitValues {
  answers: FormAnswers;
  signature?: SignatureValues;
}

const signatureSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'validation.signature_name_required')
    .max(SIGNATURE_NAME_MAX, JSON.stringify(['validation.too_long', { max: SIGNATURE_NAME_MAX }])),
  image: z.string().min(1, 'validation.signature_image_required'),
});

/**
 * react-hook-form keeps only an issue's message, but the contract's messages take
 * values ('Must be at most {{max}} characters'); those travel in the message as
 * JSON `[key, params]` and are read back by {@link translateFieldError}.
 */
function carryingParams(schema: z.ZodType<FormAnswers, unknown>): z.ZodType<FormAnswers, unknown> {
  return z.unknown().transform((input, ctx) => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const params = 'params' in issue && issue.params ? issue.params : undefined;
      ctx.addIssue({ code: 'custom', path: issue.path, message: params ? JSON.stringify([issue.message, params]) : issue.message });
    }
    return z.NEVER;
  });
}

/** Validates the whole form at once, as on submit, so every problem shows together. */
export function formResolver(definition: FormDefinition): Resolver<FormValues, unknown, SubmitValues> {
  const answers = carryingParams(buildSubmissionSchema(definition, { mode: 'submit' }));
  const schema = definition.signature ? z.object({ answers, signature: signatureSchema }) : z.object({ answers });
  return zodResolver(schema) as unknown as Resolver<FormValues, unknown, SubmitValues>;
}

/** A field's message in the current language: API messages arrive translated, ours are catalogue keys. */
export function translateFieldError(t: TFunction, error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined {
  const message = error?.message;
  if (typeof message !== 'string' || !message) return undefined;
  if (error?.type === 'server') return message;
  if (message.startsWith('["')) {
    try {
      const [key, params] = JSON.parse(message) as [string, Record<string, unknown>];
      return String(t(key as never, params as never));
    } catch {
      return message;
    }
  }
  return String(t(message as never));
}
