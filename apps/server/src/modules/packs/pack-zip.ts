import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context.js';
import { packPdf } from './pack-pdf.js';
import { packsRepository } from './repository.js';
import type { Pack } from './service.js';

/** Windows and most unzip tools refuse these in entry names; uploads' names are already free of the rest. */
const entryName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_');

/**
 * The pack as a ZIP, streamed: summary.pdf (the PDF pack without pictures), then per form, in a folder named
 * after its key, the evidence files as uploaded and the drawn signature. Each entry is opened only when the
 * archive reaches it, so one file at a time is read from storage.
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
  for (const form of pack.forms) {
    const folder = form.definition.key;
    form.files.forEach((file, index) => {
      lazy(`${folder}/evidence/${index + 1}-${entryName(file.name)}`, () => ctx.storage.read(file.storage_key));
    });
    if (form.row.typed_name && form.row.has_signature) {
      lazy(`${folder}/signature.png`, async () => {
        const image = await packsRepository.signatureImage(ctx.db, form.row.id);
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
