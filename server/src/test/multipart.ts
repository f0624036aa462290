// multipart/form-data bodies for inject(), as a browser's FormData would send them.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** The form field; the upload endpoint reads `file`. */
  field?: string;
  filename: string;
  contentType?: string;
  bytes: Buffer;
}

export function multipartBody(fields: Record<string, string> = {}, files: FilePart[] = []) {
  const boundary = `----phongkham${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
