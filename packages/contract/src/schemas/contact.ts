import { z } from 'zod';
import { ZEmail } from './auth.js';
import { requiredText } from './common.js';

export const ZContactRequest = z.object({
  name: requiredText('validation.name_required', 100),
  email: ZEmail,
  subject: requiredText('validation.subject_required', 150),
  message: requiredText('validation.message_required', 5000),
});
export type TContactRequest = z.input<typeof ZContactRequest>;
