// The one API client of the site and the back office (docs/product-rules.md, 'Calling the API' and 'Messages and
// errors'). It sends the language header, serialises bracket-form queries, handles the envelope once and reports
// failures through `notifyError`: `success: false` shows the server's message, anything else the default text. Callers
// get data or null.
// With `refreshSession`, a 401 renews the session once and retries the call (docs/product-rules.md, 'Sign-in
// and sessions').
import type { Envelope, Lang } from '@phongkham/contracts';
import type { Transport, TransportRequest } from '@phongkham/contracts/transport';
import { toQueryString, type Query } from './query';

/** Every request gives up after 20 s; uploads and exports get 60 s (docs/product-rules.md, 'Calling the API'). */
export const REQUEST_TIMEOUT_MS = 20_000;
export const LONG_REQUEST_TIMEOUT_MS = 60_000;

export interface CallOptions {
  query?: Query;
  /** Do not show an error toast (the news calls fail silently: docs/product-rules.md, 'Messages and errors'). */
  silent?: boolean;
  /** Do not count this call in the loading indicator. */
  background?: boolean;
  /**
   * A 401 answer is this call's own answer, not an expired session: no refresh, no retry. For the refresh
   * call itself (which would otherwise wait for itself) and for sign-in, whose 401 means wrong credentials.
   */
  skipRefresh?: boolean;
  timeoutMs?: number;
}

/** The texts the client writes itself, when the server gave none: taken from the caller's message tables. */
export type ClientMessageKey = 'errors.default' | 'errors.unauthorized';

export interface ApiClientOptions {
  transport: Transport;
  lang: () => Lang;
  /**
   * The caller's text for a key, in a language. Handed in rather than imported: the site's pages would otherwise
   * download every language's messages with their first script.
   */
  message: (lang: Lang, key: ClientMessageKey) => string;
  notifyError?: (message: string) => void;
  /** Called with the number of calls under way; the indicator is off when it reaches 0. */
  onLoading?: (pending: number) => void;
  /**
   * Renews the session after a 401 (new cookies); true when it worked. Calls answered 401 at the same time
   * share one renewal. Its own call must use `skipRefresh`.
   */
  refreshSession?: () => Promise<boolean>;
  /** The session could not be renewed: the caller signs the user out. Called once per failed renewal. */
  onSessionEnded?: () => void;
}

export type Failure = { success: false; message: string; errors?: Record<string, string> };

/**
 * What `send` gives: the server's envelope, or a failure the client wrote itself. `local` marks a message
 * the client made up (network failure, timeout, an answer that is not an envelope), so a caller may put
 * its own text instead; `sessionEnded` marks a 401 after which the user is being signed out.
 */
export type Outcome<T> = Envelope<T> | (Failure & { local?: true; sessionEnded?: true });

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

export function createApiClient({
  transport,
  lang,
  message: clientMessage,
  notifyError = () => undefined,
  onLoading,
  refreshSession,
  onSessionEnded = () => undefined,
}: ApiClientOptions) {
  let pending = 0;
  const track = (delta: number) => {
    pending += delta;
    onLoading?.(pending);
  };

  // The session renewal under way, shared by every call answered 401 while it runs. `renewals` counts the
  // renewals that have settled, so a call sent before the last one settled knows the session has changed
  // since it left: it retries (or gives up) without renewing again.
  let renewal: Promise<boolean> | null = null;
  let renewals = 0;
  let lastRenewalWorked = false;

  function renew(): Promise<boolean> {
    if (renewal) return renewal;
    const started = Promise.resolve()
      .then(() => refreshSession!())
      .then(
        (worked) => worked === true,
        () => false,
      )
      .then((worked) => {
        renewals += 1;
        lastRenewalWorked = worked;
        renewal = null;
        if (!worked) onSessionEnded();
        return worked;
      });
    renewal = started;
    return started;
  }

  /** Whether a call that left when `sentAt` renewals had settled may be retried after its 401. */
  function renewedSince(sentAt: number): Promise<boolean> {
    if (renewal) return renewal;
    if (renewals > sentAt) return Promise.resolve(lastRenewalWorked);
    return renew();
  }

  /** One round trip: the answer's status and the envelope made of it. */
  async function attempt<T>(
    method: TransportRequest['method'],
    url: string,
    body: unknown,
    language: Lang,
    timeoutMs: number,
  ): Promise<{ status: number; outcome: Outcome<T> }> {
    const headers: Record<string, string> = { accept: 'application/json', i18nextLng: language };
    // A form with files goes as multipart, whose boundary the browser writes into the content type itself.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    try {
      const response = await transport({
        method,
        url,
        headers,
        ...(body !== undefined ? { body: multipart ? body : JSON.stringify(body) } : {}),
        timeoutMs,
      });
      const payload = response.body;
      if (isEnvelope(payload) && payload.success === true && response.status < 400) {
        return { status: response.status, outcome: payload as Envelope<T> };
      }
      if (
        isEnvelope(payload) &&
        payload.success === false &&
        typeof payload.message === 'string' &&
        payload.message.trim()
      ) {
        return { status: response.status, outcome: payload };
      }
      // Not our envelope (a proxy's error page, an empty answer): nothing the server said to show.
      return {
        status: response.status,
        outcome: { success: false, message: clientMessage(language, 'errors.default'), local: true },
      };
    } catch {
      // Timeouts and network failures: the default text (docs/product-rules.md, 'Messages and errors').
      return {
        status: 0,
        outcome: { success: false, message: clientMessage(language, 'errors.default'), local: true },
      };
    }
  }

  /** The whole envelope, for callers (forms) that want the per-field errors of a failure. */
  async function send<T>(
    method: TransportRequest['method'],
    path: string,
    body: unknown,
    options: CallOptions = {},
  ): Promise<Outcome<T>> {
    const language = lang();
    const url = `${path}${toQueryString(options.query)}`;
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    // A call stays counted through its renewal and retry: the indicator goes off once its answer is in.
    if (!options.background) track(1);
    let outcome: Outcome<T>;
    try {
      const sentAt = renewals;
      let answer = await attempt<T>(method, url, body, language, timeoutMs);
      if (answer.status === 401 && refreshSession && !options.skipRefresh) {
        if (await renewedSince(sentAt)) {
          answer = await attempt<T>(method, url, body, language, timeoutMs);
        } else {
          // The user is being signed out: no toast for the 401 itself.
          const message = answer.outcome.success
            ? clientMessage(language, 'errors.unauthorized')
            : answer.outcome.message;
          return { success: false, message, sessionEnded: true };
        }
      }
      outcome = answer.outcome;
    } finally {
      if (!options.background) track(-1);
    }
    if (!outcome.success && !options.silent) notifyError(outcome.message);
    return outcome;
  }

  const data = async <T>(promise: Promise<Outcome<T>>): Promise<T | null> => {
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
