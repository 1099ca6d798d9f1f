import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  /** Present for a file part. */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content type, as a browser's FormData sends it. */
export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----town${randomBytes(12).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.type ? `Content-Type: ${part.type}\r\n` : '') +
      '\r\n';
    return [Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
