import type { TRefereeReview } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import { presentRefereeReview } from './presenter.js';
import { refereesRepository } from './repository.js';
import { isReferenceForm } from './service.js';

/**
 * The referee request beside a reference version under review (null when none was sent); undefined for other
 * forms, and when the reviewer may not see the answers of this one.
 */
export async function refereeForReview(
  db: Executor,
  submission: { id: string; form_key: string },
  answersVisible: boolean,
): Promise<TRefereeReview | null | undefined> {
  if (!isReferenceForm(submission.form_key) || !answersVisible) return undefined;
  const request = await refereesRepository.findBySubmission(db, submission.id);
  return request ? presentRefereeReview(request, new Date()) : null;
}

/** The referee's drawn signature of a reference version, as PNG bytes. */
export async function refereeSignature(ctx: AppContext, submissionId: string): Promise<Buffer> {
  const image = isUuid(submissionId) ? await refereesRepository.signatureImage(ctx.db, submissionId) : null;
  if (!image) throw notFound();
  return Buffer.from(image);
}
