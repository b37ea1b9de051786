import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { AppContext } from '../../context.js';
import { translatorFor } from '../../plugins/i18n.js';
import { writeCover } from './pdf-cover.js';
import { writeForm } from './pdf-form.js';
import { registerPackFonts } from './pdf-text.js';
import { MARGIN, writerFor } from './pdf-writer.js';
import type { Pack } from './service.js';

export interface PackPdfOptions {
  /** Draw image evidence into the PDF (pack.pdf); the ZIP's summary leaves it to the files beside it. */
  embedEvidence: boolean;
}

/**
 * The pack as one PDF for an auditor, streamed as it is written: a cover (the candidate, who generated it when,
 * a table of every checklist item with its requirement, status, expiry and next deadline, and what retention
 * deleted), then one part per submitted form (pdf-form.ts), with a reference's referee answers and signature.
 * A failure half-way destroys the stream, so the download fails rather than arriving cut short.
 */
export function packPdf(ctx: AppContext, pack: Pack, options: PackPdfOptions): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: false, info: { Title: `${translatorFor(pack.lang)('pack.title')}: ${pack.compliance.candidate.name}`, Author: 'Compliance Portal' } });
  registerPackFonts(doc);
  const w = writerFor(doc, pack.lang, ctx.config.displayTimeZone);
  const unplacedMonths = ctx.config.rulePolicy.unsuccessful_candidate_months;
  void (async () => {
    writeCover(w, pack, unplacedMonths);
    for (const form of pack.forms) await writeForm(ctx, w, form, { ...options, unplacedMonths });
    doc.end();
  })().catch((error: unknown) => {
    ctx.log.error({ err: error }, 'writing a compliance pack PDF failed');
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}
