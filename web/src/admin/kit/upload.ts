// Uploading a file as a multipart form: one picture (POST /api/uploads, `file`), or a file an API reads without
// storing it (an Excel sheet of receipt lines). The shared API client speaks JSON only, so the form goes through fetch
// here; a 401 lets the client renew the session once (by asking for the own info), then the upload is tried again.
// Every form that takes a picture (the kit's, the profile's avatar) uploads here.
import { MAX_UPLOAD_BYTES, type Envelope, type StoredFileInfo } from '@phongkham/contracts';
import { resolveLang } from '@phongkham/contracts/i18n';
import { translate } from '@phongkham/contracts/messages';
import { LONG_REQUEST_TIMEOUT_MS, type Outcome } from '../../shared/api/client';
import { apiPaths } from '../../shared/paths';
import { adminApi } from '../api';
import { sessionStore } from '../session';

async function send(path: string, form: FormData, lang: string): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LONG_REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', i18nextLng: lang },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const text = await response.text();
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch {
      return { status: response.status, body: null };
    }
  } finally {
    clearTimeout(timer);
  }
}

const isEnvelope = <T>(body: unknown): body is Envelope<T> =>
  typeof body === 'object' && body !== null && 'success' in body;

/** Some browsers give HEIC files no type: the extension decides there; the server checks the content anyway. */
export const looksLikeImage = (file: File) =>
  file.type ? file.type.startsWith('image/') : /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i.test(file.name);

export const tooLarge = (file: File) => file.size > MAX_UPLOAD_BYTES;

/** Uploads one picture into `folder`; the outcome is the server's envelope or a failure marked `local`. */
export async function uploadImage(file: File, folder: string): Promise<Outcome<StoredFileInfo>> {
  return postFile<StoredFileInfo>(apiPaths.uploads, file, { provider: 'local', folder_id: folder });
}

/**
 * Sends one file as the multipart field `file`, with `fields` before it, to an API path; the outcome is the server's
 * envelope (a refusal's message and per-field errors included) or a failure marked `local`.
 */
export async function postFile<T>(path: string, file: File, fields: Record<string, string> = {}): Promise<Outcome<T>> {
  const lang = resolveLang(document.documentElement.lang);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const local = () => ({ success: false as const, message: translate(lang, 'errors.default'), local: true as const });
  try {
    let answer = await send(path, form, lang);
    if (answer.status === 401) {
      const renewed = await adminApi.get(apiPaths.staffMe, { background: true, silent: true });
      if (!renewed) {
        return sessionStore.get().status === 'signedOut'
          ? { ...local(), message: translate(lang, 'errors.unauthorized'), sessionEnded: true }
          : local();
      }
      answer = await send(path, form, lang);
    }
    const { body } = answer;
    if (isEnvelope<T>(body) && body.success && answer.status < 400) return body;
    if (isEnvelope<T>(body) && !body.success && typeof body.message === 'string' && body.message.trim()) return body;
    return local();
  } catch {
    return local();
  }
}
