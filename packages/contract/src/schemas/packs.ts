/** An officer's download of a candidate's whole compliance pack (GET /admin/candidates/{id}/pack.zip|pdf). */
import { z } from 'zod';
import { LANGUAGES } from '../constants.js';

export const PACK_FORMATS = ['zip', 'pdf'] as const;
export type TPackFormat = (typeof PACK_FORMATS)[number];

export const ZPackQuery = z.object({
  /** The language of the summary; without it, the request's language (ebdlang). */
  lang: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LANGUAGES, { error: 'validation.invalid_type' }).optional(),
  ),
});
export type TPackQuery = z.input<typeof ZPackQuery>;
