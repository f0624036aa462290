// The browser's transport: fetch with a timeout. The back office sends this origin's cookies (the session); the
// public site sends none, so every visitor, a signed-in editor too, reads what the public sees (no drafts).
import type { Transport } from '@phongkham/contracts/transport';

function transport(credentials: RequestCredentials): Transport {
  return async ({ method, url, headers, body, timeoutMs }) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: body as BodyInit | undefined,
        credentials,
        signal: controller.signal,
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** With the session: the back office. */
export const fetchTransport = transport('same-origin');

/** Without cookies: the public site. */
export const publicFetchTransport = transport('omit');
