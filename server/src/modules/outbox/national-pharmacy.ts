// The national pharmacy database (Cơ sở dữ liệu Dược quốc gia, Cục Quản lý Dược): a goods receipt, a sale or an
// issue back to a supplier, queued as the JSON its API takes (modules/stock-alerts/national-pharmacy-payload.ts builds
// it), posted after a sign-in that gives a bearer token. The calls follow the interconnection API as public
// integrations use it (docs/decisions/0059): POST /api/tai_khoan/dang_nhap { usr, pwd } → token, then POST
// /api/lien_thong/{phieu_nhap | hoa_don | phieu_xuat}. A 400 is a refusal (the data or the facility code is wrong);
// 401 after a fresh sign-in, 5xx, 429 and network errors are retried.
import type { NationalPharmacyConfig } from './messaging-config';
import { join, ProviderRefusal, TIMEOUT_MS, type Provider } from './providers';

/** The interconnection endpoints, by what a queued message carries in its `api` field. */
export const nationalPharmacyApis = {
  phieu_nhap: '/api/lien_thong/phieu_nhap',
  hoa_don: '/api/lien_thong/hoa_don',
  phieu_xuat: '/api/lien_thong/phieu_xuat',
} as const;
export type NationalPharmacyApi = keyof typeof nationalPharmacyApis;

/** What the outbox row's text holds: which endpoint, and the body it takes. */
export interface NationalPharmacyMessage {
  api: NationalPharmacyApi;
  body: Record<string, unknown>;
}

async function call(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // The receipt and issue endpoints answer a bare string (the national document's code).
  }
  return { status: response.status, json, text };
}

/** The system's own words in an answer ({ mess } or { message }), cut short. */
const wordsOf = (json: unknown, text: string) => {
  const object = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return String(object.mess ?? object.message ?? text).slice(0, 300);
};

/** The token of a sign-in answer: `{ token }` as documented, or `{ data: { token } }` as integrations read it. */
function tokenOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const object = json as { token?: unknown; data?: { token?: unknown } };
  const token = object.token ?? object.data?.token;
  return typeof token === 'string' && token ? token : undefined;
}

export function nationalPharmacyProvider(config: NationalPharmacyConfig): Provider {
  return {
    name: 'duocquocgia',
    async send(message) {
      let queued: NationalPharmacyMessage;
      try {
        queued = JSON.parse(message.noidung) as NationalPharmacyMessage;
      } catch {
        throw new ProviderRefusal('outbox.nationalPharmacyUnreadable');
      }
      const path = nationalPharmacyApis[queued.api];
      if (!path) throw new ProviderRefusal('outbox.nationalPharmacyUnreadable');
      const login = await call(join(config.url, '/api/tai_khoan/dang_nhap'), {
        usr: config.username,
        pwd: config.password,
      });
      if (login.status >= 500 || login.status === 429) throw new Error(`HTTP ${login.status}`);
      const token = tokenOf(login.json);
      // A wrong account is the clinic's to fix: sending again would be refused the same way.
      if (login.status >= 400 || !token) {
        throw new ProviderRefusal(`HTTP ${login.status}: ${wordsOf(login.json, login.text)}`);
      }
      const sent = await call(join(config.url, path), queued.body, token);
      if (sent.status >= 500 || sent.status === 429 || sent.status === 401) throw new Error(`HTTP ${sent.status}`);
      if (sent.status >= 400) throw new ProviderRefusal(`HTTP ${sent.status}: ${wordsOf(sent.json, sent.text)}`);
      // A 200 whose body says otherwise ({ code: 400, mess }) is a refusal too.
      const code = sent.json && typeof sent.json === 'object' ? (sent.json as { code?: unknown }).code : undefined;
      if (code !== undefined && Number(code) !== 200) {
        throw new ProviderRefusal(`${String(code)}: ${wordsOf(sent.json, sent.text)}`);
      }
      // The national code of what was sent, when the answer names one (kept on the outbox row's owner if it listens).
      const object = sent.json && typeof sent.json === 'object' ? (sent.json as Record<string, unknown>) : null;
      const national = typeof sent.json === 'string' ? sent.json : (object?.ma_hoa_don ?? object?.ma_phieu ?? null);
      return { maquocgia: national == null ? null : String(national).slice(0, 100) };
    },
  };
}

/** A message for the national database with the link not configured (any more): nothing is sent, and staff see why. */
export const nationalPharmacyOff: Provider = {
  name: 'duocquocgia',
  async send() {
    throw new ProviderRefusal('outbox.nationalPharmacyOff');
  },
};
