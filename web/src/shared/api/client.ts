// The one API client of the site and the back office (SPEC §4, §7, §8). It sends the language header,
// serialises bracket-form queries, handles the envelope once and reports failures through `notifyError`:
// `success: false` shows the server's message, anything else the default text. Callers get data or null.
import type { Envelope, Lang } from '@phongkham/contracts';
import { translate } from '@phongkham/contracts/i18n';
import type { Transport, TransportRequest } from '@phongkham/contracts/transport';
import { toQueryString, type Query } from './query';

/** SPEC §9: every request gives up after 20 s; uploads and exports get 60 s. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const LONG_REQUEST_TIMEOUT_MS = 60_000;

export interface CallOptions {
  query?: Query;
  /** Do not show an error toast (the news calls swallow their errors, SPEC §8). */
  silent?: boolean;
  /** Do not count this call in the loading indicator. */
  background?: boolean;
  timeoutMs?: number;
}

export interface ApiClientOptions {
  transport: Transport;
  lang: () => Lang;
  notifyError?: (message: string) => void;
  /** Called with the number of calls under way; the indicator is off when it reaches 0. */
  onLoading?: (pending: number) => void;
}

export type Failure = { success: false; message: string; errors?: Record<string, string> };

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

export function createApiClient({ transport, lang, notifyError = () => undefined, onLoading }: ApiClientOptions) {
  let pending = 0;
  const track = (delta: number) => {
    pending += delta;
    onLoading?.(pending);
  };

  /** The whole envelope, for callers (forms) that want the per-field errors of a failure. */
  async function send<T>(
    method: TransportRequest['method'],
    path: string,
    body: unknown,
    options: CallOptions = {},
  ): Promise<Envelope<T>> {
    const language = lang();
    const headers: Record<string, string> = { accept: 'application/json', i18nextLng: language };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (!options.background) track(1);
    let outcome: Envelope<T>;
    try {
      const response = await transport({
        method,
        url: `${path}${toQueryString(options.query)}`,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      });
      const payload = response.body;
      if (isEnvelope(payload) && payload.success === true && response.status < 400) {
        outcome = payload as Envelope<T>;
      } else if (
        isEnvelope(payload) &&
        payload.success === false &&
        typeof payload.message === 'string' &&
        payload.message.trim()
      ) {
        outcome = payload;
      } else {
        // Not our envelope (a proxy's error page, an empty answer): nothing the server said to show.
        outcome = { success: false, message: translate(language, 'errors.default') };
      }
    } catch {
      // Timeouts and network failures: the default text of SPEC §8.
      outcome = { success: false, message: translate(language, 'errors.default') };
    } finally {
      if (!options.background) track(-1);
    }
    if (!outcome.success && !options.silent) notifyError(outcome.message);
    return outcome;
  }

  const data = async <T>(promise: Promise<Envelope<T>>): Promise<T | null> => {
    const outcome = await promise;
    return outcome.success ? outcome.data : null;
  };

  return {
    send,
    get: <T>(path: string, options?: CallOptions) => data<T>(send<T>('GET', path, undefined, options)),
    post: <T>(path: string, body: unknown, options?: CallOptions) => data<T>(send<T>('POST', path, body, options)),
    put: <T>(path: string, body: unknown, options?: CallOptions) => data<T>(send<T>('PUT', path, body, options)),
    delete: <T>(path: string, options?: CallOptions) => data<T>(send<T>('DELETE', path, undefined, options)),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
