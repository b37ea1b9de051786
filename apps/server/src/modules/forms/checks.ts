import {
  buildSubmissionSchema,
  collectFileIds,
  decodeSignatureImage,
  fieldErrorsFromIssues,
  formFields,
  scopeEntries,
  ZSignature,
  type FormAnswers,
  type FormField,
  type RegisteredFormDefinition,
  type SubmissionMode,
} from '@portal/contract';
import sharp from 'sharp';
import type { Executor } from '../../db/client.js';
import type { LocalisedMessage } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import { uploadsRepository } from '../uploads/repository.js';

export type FieldErrors = Record<string, LocalisedMessage[]>;

/** The files one field refers to, by its path in the request ('answers.countries.0.certificate_files', 'files'). */
export interface FileReference {
  field: string;
  ids: string[];
}

export interface CheckedAnswers {
  /** The cleaned answers, when valid in the mode asked for. */
  answers?: FormAnswers;
  errors: FieldErrors;
  /** Files referred to by the answers (as far as they could be read) and by `files`. */
  references: FileReference[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every upload field holding file ids in (cleaned) answers, repeating groups included, with its path. */
function uploadReferences(definition: RegisteredFormDefinition, answers: FormAnswers): FileReference[] {
  const references: FileReference[] = [];
  const visit = (fields: readonly FormField[], scope: Record<string, unknown>, path: string[]) => {
    for (const { field } of scopeEntries(fields)) {
      const value = scope[field.name];
      if (!Array.isArray(value)) continue;
      if (field.kind === 'upload') {
        references.push({ field: [...path, field.name].join('.'), ids: value.filter((id): id is string => typeof id === 'string') });
      } else if (field.kind === 'repeating') {
        value.forEach((item, index) => {
          if (isRecord(item)) visit(field.fields, item, [...path, field.name, String(index)]);
        });
      }
    }
  };
  visit(formFields(definition), answers, ['answers']);
  return references;
}

function parse(definition: RegisteredFormDefinition, raw: unknown, mode: SubmissionMode, now: Date) {
  return buildSubmissionSchema(definition, { mode, now }).safeParse(raw);
}

/**
 * The part of failing answers that is readable: the answers as a draft, without the questions whose answers
 * are malformed. Lets the files of an otherwise failing submission be checked too.
 */
function readablePart(definition: RegisteredFormDefinition, raw: unknown, now: Date): FormAnswers | undefined {
  if (!isRecord(raw)) return undefined;
  const input = { ...raw };
  // Dropping a question can hide others, so a second round may be needed; each round drops at least one.
  for (let round = 0; round < 3; round += 1) {
    const result = parse(definition, input, 'draft', now);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const question = issue.path[0];
      if (typeof question !== 'string') return undefined;
      delete input[question];
    }
  }
  return undefined;
}

/**
 * Checks answers in `mode` ('draft': types only; 'submit': everything), with every problem keyed
 * 'answers.<field path>'. When they fail, the files are still looked for in the readable part, so a wrong
 * file is reported together with the other problems.
 */
export function checkAnswers(
  definition: RegisteredFormDefinition,
  raw: unknown,
  mode: SubmissionMode,
  now: Date,
  extraFiles: readonly string[] = [],
): CheckedAnswers {
  const result = parse(definition, raw, mode, now);
  const readable = result.success ? result.data : readablePart(definition, raw, now);
  const references = readable ? uploadReferences(definition, readable) : [];
  if (readable) {
    // Every file the submission will hold must be covered: the form engine's own list is the reference.
    const covered = new Set(references.flatMap((reference) => reference.ids));
    const missed = collectFileIds(definition, readable).filter((id) => !covered.has(id));
    if (missed.length > 0) references.push({ field: 'answers', ids: missed });
  }
  if (extraFiles.length > 0) references.push({ field: 'files', ids: [...new Set(extraFiles)] });
  return {
    ...(result.success ? { answers: result.data } : {}),
    errors: result.success ? {} : fieldErrorsFromIssues(result.error.issues, 'answers'),
    references,
  };
}

export interface CheckedSignature {
  fullName: string;
  image: Uint8Array;
}

/** The typed name and drawn signature a form asks for, or the problems with them keyed 'signature.*'. */
export async function checkSignature(raw: unknown): Promise<{ signature?: CheckedSignature; errors: FieldErrors }> {
  if (raw === undefined || raw === null) return { errors: { signature: [{ key: 'validation.signature_required' }] } };
  const parsed = ZSignature.safeParse(raw);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = ['signature', ...issue.path.map(String)].join('.');
      const list = (errors[field] ??= []);
      const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
      if (!list.some((message) => message.key === issue.message)) {
        list.push(max === undefined ? { key: issue.message } : { key: issue.message, params: { max } });
      }
    }
    return { errors };
  }
  const decoded = decodeSignatureImage(parsed.data.image);
  if ('error' in decoded) return { errors: { 'signature.image': [{ key: decoded.error }] } };
  const image = await redrawSignature(decoded.bytes);
  if (!image) return { errors: { 'signature.image': [{ key: 'validation.signature_image_invalid' }] } };
  return { signature: { fullName: parsed.data.full_name, image }, errors: {} };
}

/** A signature pad is a few megapixels at most, even on a dense screen; a "signature" claiming more is not one. */
const SIGNATURE_MAX_PIXELS = 10_000_000;

/**
 * The drawn signature decoded and encoded again as a PNG, so that only its pixels are kept (no text chunks or
 * anything appended); null when it does not decode within the limit.
 */
async function redrawSignature(png: Uint8Array): Promise<Uint8Array | null> {
  try {
    return await sharp(png, { limitInputPixels: SIGNATURE_MAX_PIXELS, failOn: 'truncated' }).png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * Locks the files the references name and checks each is an upload of this candidate that no other form
 * uses (earlier versions of the same form may share files). Returns the usable ids and an error on every
 * field naming one that is not.
 */
export async function claimableFiles(
  db: Executor,
  userId: string,
  formKey: string,
  references: readonly FileReference[],
): Promise<{ ids: string[]; errors: FieldErrors }> {
  const wanted = [...new Set(references.flatMap((reference) => reference.ids))];
  const found = await uploadsRepository.lockOwned(db, userId, formKey, wanted.filter(isUuid));
  const usable = new Set(found.filter((upload) => !upload.used_elsewhere).map((upload) => upload.id));
  const errors: FieldErrors = {};
  for (const reference of references) {
    if (reference.ids.some((id) => !usable.has(id))) errors[reference.field] = [{ key: 'forms.validation.file_invalid' }];
  }
  return { ids: wanted.filter((id) => usable.has(id)), errors };
}
