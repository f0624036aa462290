// Uploading one picture (POST /api/uploads, multipart `file`). The shared API client speaks JSON only, so the
// form goes through fetch here; a 401 lets the client renew the session once (by asking for the own info),
// then the upload is tried again. Every form that takes a picture (the kit's, the profile's avatar) uploads here.
import { MAX_UPLOAD_BYTES, type Envelope, type StoredFileInfo } from '@phongkham/contracts';
import { resolveLang } from '@phongkham/contracts/i18n';
import { translate } from '@phongkham/contracts/messages';
import { LONG_REQUEST_TIMEOUT_MS, type Outcome } from '../../shared/api/client';
import { apiPaths } from '../../shared/paths';
import { adminApi } from '../api';
import { sessionStore } from '../session';

async function send(form: FormData, lang: string): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LONG_REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(apiPaths.uploads, {
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

const isEnvelope = (body: unknown): body is Envelope<StoredFileInfo> =>
  typeof body === 'object' && body !== null && 'success' in body;

/** Some browsers give HEIC files no type: the extension decides there; the server checks the content anyway. */
export const looksLikeImage = (file: File) =>
  file.type ? file.type.startsWith('image/') : /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i.test(file.name);

export const tooLarge = (file: File) => file.size > MAX_UPLOAD_BYTES;

/** Uploads one picture into `folder`; the outcome is the server's envelope or a failure marked `local`. */
export async function uploadImage(file: File, folder: string): Promise<Outcome<StoredFileInfo>> {
  const lang = resolveLang(document.documentElement.lang);
  const form = new FormData();
  form.append('provider', 'local');
  form.append('folder_id', folder);
  form.append('file', file, file.name);
  const local = () => ({ success: false as const, message: translate(lang, 'errors.default'), local: true as const });
  try {
    let answer = await send(form, lang);
    if (answer.status === 401) {
      const renewed = await adminApi.get(apiPaths.staffMe, { background: true, silent: true });
      if (!renewed) {
        return sessionStore.get().status === 'signedOut'
          ? { ...local(), message: translate(lang, 'errors.unauthorized'), sessionEnded: true }
          : local();
      }
      answer = await send(form, lang);
    }
    const { body } = answer;
    if (isEnvelope(body) && body.success && answer.status < 400) return body;
    if (isEnvelope(body) && !body.success && typeof body.message === 'string' && body.message.trim()) return body;
    return local();
  } catch {
    return local();
  }
}
