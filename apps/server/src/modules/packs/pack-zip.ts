import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context.js';
import { refereesRepository } from '../referees/repository.js';
import { packPdf } from './pack-pdf.js';
import type { PackFile } from './file-check.js';
import { packsRepository } from './repository.js';
import type { Pack, PackForm } from './service.js';

/**
 * Windows and most unzip tools refuse these in entry names, and a line break would break SHA256SUMS; uploads'
 * names are already free of the rest.
 */
// eslint-disable-next-line no-control-regex -- control characters are what a ZIP entry name must lose
const entryName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_');

/** A form's evidence files with the path each has in the ZIP. */
function evidenceOf(form: PackForm): Array<{ path: string; file: PackFile }> {
  return form.files.map((file, index) => ({ path: `${form.definition.key}/evidence/${index + 1}-${entryName(file.name)}`, file }));
}

/** `sha256sum` lines (hash, two spaces, path from the ZIP's root), so `sha256sum -c SHA256SUMS` checks every file. */
function sha256Sums(pack: Pack): string {
  return pack.forms.flatMap(evidenceOf).map(({ path, file }) => `${file.sha256}  ${path}\n`).join('');
}

/**
 * The pack as a ZIP, streamed: summary.pdf (the PDF pack without pictures of the evidence, but with every answer,
 * the referees' answers and every declaration with its drawn signature), SHA256SUMS (the SHA-256 of every evidence
 * file: as recorded when it was stored, or computed for the pack for files older than that), then per form, in a
 * folder named after its key, the evidence files as stored, the candidate's drawn signature (signature.png) and,
 * for a reference the referee has answered, the referee's (referee-signature.png). Each entry is opened only when
 * the archive reaches it, so one file at a time is read from storage.
 */
export function packZip(ctx: AppContext, pack: Pack): Readable {
  const zip = new ZipFile();
  const lazy = (name: string, open: () => Promise<Readable> | Readable) =>
    zip.addReadStreamLazy(name, { compress: false }, (done) => {
      Promise.resolve()
        .then(open)
        .then((stream) => done(null, stream), (error: unknown) => done(error, Readable.from([])));
    });

  lazy('summary.pdf', () => packPdf(ctx, pack, { embedEvidence: false }));
  zip.addBuffer(Buffer.from(sha256Sums(pack), 'utf8'), 'SHA256SUMS', { compress: false });
  for (const form of pack.forms) {
    for (const { path, file } of evidenceOf(form)) lazy(path, () => ctx.storage.read(file.storage_key));
    if (form.row.typed_name && form.row.has_signature) {
      lazy(`${form.definition.key}/signature.png`, async () => {
        const image = await packsRepository.signatureImage(ctx.db, form.row.id);
        return Readable.from(image ? [Buffer.from(image)] : []);
      });
    }
    const referee = form.referee;
    if (referee?.status === 'completed' && referee.typed_name) {
      lazy(`${form.definition.key}/referee-signature.png`, async () => {
        const image = await refereesRepository.signatureImage(ctx.db, referee.submission_id);
        return Readable.from(image ? [Buffer.from(image)] : []);
      });
    }
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A file that cannot be read half-way ends the download with an error rather than a silently short archive.
  zip.on('error', (error: Error) => {
    ctx.log.error({ err: error }, 'writing a compliance pack ZIP failed');
    output.destroy(error);
  });
  return output;
}
