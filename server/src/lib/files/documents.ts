// Supporting documents sent by the public (a charity case's papers): a picture or a PDF, judged by the bytes, never
// by the name or the type the browser claims. Pictures go through cleanImage (decoded and re-encoded, so metadata
// and anything appended is dropped); a PDF must have the structure of one (header, a cross-reference and the end
// marker) and no script or launch action, which a reviewer's viewer could otherwise run.
import { cleanImage, NotAnImageError } from './images';

export class NotADocumentError extends Error {
  constructor() {
    super('The uploaded file is neither a picture nor a PDF this server accepts');
  }
}

export interface CleanDocument {
  bytes: Buffer;
  loai: 'image/webp' | 'application/pdf';
}

const PDF_HEADER = /^%PDF-[12]\.\d/;
/** Actions a PDF viewer would run or open: refused outright, a medical paper never needs them. */
const ACTIVE_CONTENT = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

/** Whether the bytes are a PDF by their structure: the header first, then objects, an xref and %%EOF near the end. */
function checkPdf(bytes: Buffer): void {
  // Latin-1 keeps one character per byte, so offsets and markers read as in the file.
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (!PDF_HEADER.test(head)) throw new NotADocumentError();
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF') || !/startxref\s+\d+/.test(tail)) throw new NotADocumentError();
  const text = bytes.toString('latin1');
  if (!/\d+\s+\d+\s+obj\b/.test(text)) throw new NotADocumentError();
  if (ACTIVE_CONTENT.test(text)) throw new NotADocumentError();
}

/** Throws NotADocumentError for anything that is neither a decodable picture nor a well-formed PDF. */
export async function cleanDocument(bytes: Buffer): Promise<CleanDocument> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    checkPdf(bytes);
    return { bytes, loai: 'application/pdf' };
  }
  try {
    const image = await cleanImage(bytes);
    return { bytes: image.bytes, loai: image.mime };
  } catch (error) {
    if (error instanceof NotAnImageError) throw new NotADocumentError();
    throw error;
  }
}
