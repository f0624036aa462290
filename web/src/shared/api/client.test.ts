import type { Lang } from '@phongkham/contracts';
import { translate } from '@phongkham/contracts/messages';
import type { TransportRequest, TransportResponse } from '@phongkham/contracts/transport';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type ApiClientOptions } from './client';

const DEFAULT_VI = 'Có lỗi xảy ra, vui lòng kiểm tra và thử lại.';
const DEFAULT_EN = 'Something went wrong, please check and try again.';

type Answer = TransportResponse | Error | Promise<TransportResponse>;

/** A transport that records what it is asked and answers from a function (or throws an Error answer). */
function fakeTransport(answer: (request: TransportRequest) => Answer = () => ok(null)) {
  const requests: TransportRequest[] = [];
  const transport = async (request: TransportRequest): Promise<TransportResponse> => {
    requests.push(request);
    const result = await answer(request);
    if (result instanceof Error) throw result;
    return result;
  };
  return { transport, requests };
}

const ok = (data: unknown, status = 200): TransportResponse => ({ status, body: { success: true, data } });

function setup(answer?: (request: TransportRequest) => Answer, options: Partial<ApiClientOptions> = {}) {
  const { transport, requests } = fakeTransport(answer);
  let lang: Lang = 'vi';
  const notifyError = vi.fn<(message: string) => void>();
  const loading: number[] = [];
  const api = createApiClient({
    transport,
    lang: () => lang,
    message: translate,
    notifyError,
    onLoading: (pending) => loading.push(pending),
    ...options,
  });
  return {
    api,
    requests,
    notifyError,
    loading,
    setLang: (next: Lang) => {
      lang = next;
    },
  };
}

/** A promise the test resolves when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createApiClient: the request', () => {
  it('sends the current language in the i18nextLng header', async () => {
    const { api, requests, setLang } = setup();
    await api.get('/api/setting');
    setLang('en');
    await api.get('/api/setting');
    expect(requests[0]!.headers.i18nextLng).toBe('vi');
    expect(requests[1]!.headers.i18nextLng).toBe('en');
  });

  it('sends a JSON body with a JSON content type, and no content type without a body', async () => {
    const { api, requests } = setup();
    await api.post('/api/yeucau', { hoten: 'Nguyễn Văn An', dienthoai: '0912345678' });
    await api.get('/api/setting');
    await api.delete('/api/yeucau/1');
    const [post, get, del] = requests;
    expect(post).toMatchObject({ method: 'POST', url: '/api/yeucau' });
    expect(post!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post!.body as string)).toEqual({ hoten: 'Nguyễn Văn An', dienthoai: '0912345678' });
    expect(get!.method).toBe('GET');
    expect(get!.body).toBeUndefined();
    expect(get!.headers).not.toHaveProperty('content-type');
    expect(del!.method).toBe('DELETE');
    expect(del!.headers).not.toHaveProperty('content-type');
  });

  it('sends PUT with its body', async () => {
    const { api, requests } = setup();
    await api.put('/api/setting', { email: 'a@b.vn' });
    expect(requests[0]).toMatchObject({ method: 'PUT', body: '{"email":"a@b.vn"}' });
    expect(requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('gives up after 20 s by default and after the time the call asks for', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(LONG_REQUEST_TIMEOUT_MS).toBe(60_000);
    const { api, requests } = setup();
    await api.get('/api/setting');
    await api.post('/api/uploads', {}, { timeoutMs: LONG_REQUEST_TIMEOUT_MS });
    expect(requests[0]!.timeoutMs).toBe(20_000);
    expect(requests[1]!.timeoutMs).toBe(60_000);
  });

  it('appends the query in bracket form', async () => {
    const { api, requests } = setup();
    await api.get('/api/dmtintuc', { query: { limit: 0, ids: ['a', 'b'], f: { x: 1 }, q: undefined } });
    await api.get('/api/setting', { query: {} });
    expect(requests[0]!.url).toBe('/api/dmtintuc?limit=0&ids[]=a&ids[]=b&f[x]=1');
    expect(requests[1]!.url).toBe('/api/setting');
  });
});

describe('createApiClient: the answer', () => {
  it('gives the data of a success envelope and shows nothing', async () => {
    const { api, notifyError } = setup(() => ok({ tenphongkham: 'An Khang' }));
    await expect(api.get('/api/setting')).resolves.toEqual({ tenphongkham: 'An Khang' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("gives null for success: false and shows the server's message", async () => {
    const { api, notifyError } = setup(() => ({
      status: 409,
      body: { success: false, message: 'Số điện thoại đã được đăng ký' },
    }));
    await expect(api.post('/api/yeucau', {})).resolves.toBeNull();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Số điện thoại đã được đăng ký');
  });

  it('passes a server message with line breaks unchanged', async () => {
    const message = 'Không lưu được:\nHọ tên là bắt buộc\r\nSố điện thoại không hợp lệ';
    const { api, notifyError } = setup(() => ({ status: 400, body: { success: false, message } }));
    await expect(api.get('/api/x')).resolves.toBeNull();
    expect(notifyError).toHaveBeenCalledWith(message);
  });

  it('gives null and the default text for an answer that is not an envelope', async () => {
    const answers: TransportResponse[] = [
      { status: 502, body: null },
      { status: 200, body: '<html>Bad gateway</html>' },
      { status: 200, body: { data: 1 } },
      { status: 500, body: { success: true, data: 1 } },
      { status: 500, body: { success: false } },
      // An empty message would be an empty toast: the default text stands in.
      { status: 500, body: { success: false, message: '  ' } },
    ];
    let next = 0;
    const { api, notifyError } = setup(() => answers[next++]!);
    for (let i = 0; i < answers.length; i++) await expect(api.get('/api/setting')).resolves.toBeNull();
    expect(notifyError.mock.calls).toEqual(answers.map(() => [DEFAULT_VI]));
  });

  it('gives null and the default text when the transport throws (timeout, network)', async () => {
    const { api, notifyError } = setup(() => new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api.get('/api/setting')).resolves.toBeNull();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(DEFAULT_VI);
  });

  it('gives the default text in English when the language is en', async () => {
    const { api, notifyError, setLang } = setup(() => new TypeError('Failed to fetch'));
    setLang('en');
    await expect(api.get('/api/setting')).resolves.toBeNull();
    await expect(api.post('/api/yeucau', { a: 1 })).resolves.toBeNull();
    expect(notifyError.mock.calls).toEqual([[DEFAULT_EN], [DEFAULT_EN]]);
  });

  it('shows nothing for a silent call, whatever the failure', async () => {
    const answers: Answer[] = [new Error('timeout'), { status: 400, body: { success: false, message: 'Sai' } }];
    let next = 0;
    const { api, notifyError } = setup(() => answers[next++]!);
    await expect(api.get('/api/dmtintuc', { silent: true })).resolves.toBeNull();
    await expect(api.get('/api/dmtintuc', { silent: true })).resolves.toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('works without notifyError and onLoading', async () => {
    const { transport } = fakeTransport(() => new Error('down'));
    const api = createApiClient({ transport, lang: () => 'vi', message: translate });
    await expect(api.get('/api/setting')).resolves.toBeNull();
  });

  it('send gives the whole failure with its per-field errors', async () => {
    const failure = {
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: { dienthoai: 'Số điện thoại không hợp lệ' },
    };
    const { api, notifyError } = setup(() => ({ status: 400, body: failure }));
    await expect(api.send('POST', '/api/yeucau', { dienthoai: '1' })).resolves.toEqual(failure);
    expect(notifyError).toHaveBeenCalledWith(failure.message);
  });

  it('send gives the whole success envelope', async () => {
    const { api } = setup(() => ok({ _id: 'x' }, 201));
    await expect(api.send('POST', '/api/yeucau', {})).resolves.toEqual({ success: true, data: { _id: 'x' } });
  });
});

describe('createApiClient: the loading count', () => {
  it('counts calls under way and returns to 0 when every call is answered', async () => {
    const first = deferred<TransportResponse>();
    const second = deferred<TransportResponse>();
    const pending = [first.promise, second.promise];
    let next = 0;
    const { api, loading } = setup(() => pending[next++]!);
    const a = api.get('/api/setting');
    const b = api.get('/api/dmtintuc');
    expect(loading).toEqual([1, 2]);
    second.resolve(ok([]));
    await b;
    expect(loading).toEqual([1, 2, 1]);
    first.resolve({ status: 500, body: null });
    await a;
    expect(loading).toEqual([1, 2, 1, 0]);
  });

  it('counts failures down too', async () => {
    const { api, loading } = setup(() => new Error('timeout'));
    await api.get('/api/setting');
    await api.get('/api/setting', { silent: true });
    expect(loading).toEqual([1, 0, 1, 0]);
  });

  it('does not count background calls', async () => {
    const gate = deferred<TransportResponse>();
    const answers = [gate.promise, Promise.resolve(ok(1))];
    let next = 0;
    const { api, loading } = setup(() => answers[next++]!);
    const background = api.get('/api/health', { background: true });
    expect(loading).toEqual([]);
    await api.get('/api/setting');
    expect(loading).toEqual([1, 0]);
    gate.resolve(ok(2));
    await expect(background).resolves.toBe(2);
    expect(loading).toEqual([1, 0]);
  });
});

describe('createApiClient: the session (docs/product-rules.md, Sign-in and sessions)', () => {
  const unauthorized = (): TransportResponse => ({
    status: 401,
    body: { success: false, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.' },
  });

  /** A server whose access token is renewed by the refresh call: before it every call is 401. */
  function sessionServer(refreshWorks: boolean) {
    let renewed = false;
    const gate = deferred<void>();
    const answer = async (request: TransportRequest): Promise<TransportResponse> => {
      if (request.url === '/api/nhanvien/refresh-token') {
        await gate.promise;
        renewed = refreshWorks;
        return refreshWorks ? ok({ token: 't2', refreshToken: 'r2', exp: 1 }) : unauthorized();
      }
      return renewed ? ok({ url: request.url }) : unauthorized();
    };
    return { answer, gate };
  }

  function sessionSetup(refreshWorks: boolean) {
    const server = sessionServer(refreshWorks);
    const onSessionEnded = vi.fn();
    let refreshes = 0;
    const context = setup(server.answer, {
      onSessionEnded,
      refreshSession: async () => {
        refreshes += 1;
        const renewed = await context.api.post(
          '/api/nhanvien/refresh-token',
          {},
          {
            skipRefresh: true,
            background: true,
            silent: true,
          },
        );
        return renewed !== null;
      },
    });
    return { ...context, gate: server.gate, onSessionEnded, refreshes: () => refreshes };
  }

  it('renews once for three calls answered 401 together, then retries each once', async () => {
    const { api, requests, gate, notifyError, onSessionEnded, refreshes, loading } = sessionSetup(true);
    const calls = [api.get('/api/a'), api.get('/api/b'), api.post('/api/c', { x: 1 })];
    await vi.waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/nhanvien/refresh-token'));
    gate.resolve();
    await expect(Promise.all(calls)).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes()).toBe(1);
    const urls = requests.map((r) => r.url);
    expect(urls.filter((url) => url === '/api/nhanvien/refresh-token')).toHaveLength(1);
    expect(urls.filter((url) => url === '/api/a')).toHaveLength(2);
    expect(urls.filter((url) => url === '/api/b')).toHaveLength(2);
    expect(urls.filter((url) => url === '/api/c')).toHaveLength(2);
    // The retry sends the same body again.
    expect(requests.filter((r) => r.url === '/api/c').map((r) => r.body)).toEqual(['{"x":1}', '{"x":1}']);
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
    // Each call stays counted through its renewal and retry; the background refresh is not counted.
    expect(loading.slice(0, 3)).toEqual([1, 2, 3]);
    expect(loading.at(-1)).toBe(0);
    expect(Math.max(...loading)).toBe(3);
  });

  it('ends the session once when the renewal fails, and every call gives null without a toast', async () => {
    const { api, requests, gate, notifyError, onSessionEnded, refreshes, loading } = sessionSetup(false);
    const calls = [api.get('/api/a'), api.get('/api/b'), api.put('/api/c', {})];
    await vi.waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/nhanvien/refresh-token'));
    gate.resolve();
    await expect(Promise.all(calls)).resolves.toEqual([null, null, null]);
    expect(refreshes()).toBe(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
    // No retry after a failed renewal.
    expect(requests.filter((r) => r.url === '/api/a')).toHaveLength(1);
    expect(loading.at(-1)).toBe(0);
  });

  it('marks the failure of send as the end of the session, with the server message', async () => {
    const { api, gate } = sessionSetup(false);
    gate.resolve();
    await expect(api.send('PUT', '/api/nhanvien/1', {})).resolves.toEqual({
      success: false,
      message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
      sessionEnded: true,
    });
  });

  it('renews again for a 401 after an earlier renewal has settled', async () => {
    const onSessionEnded = vi.fn();
    let renewals = 0;
    let valid = false;
    const { api } = setup(
      (request) => {
        if (valid) {
          valid = false; // the access token expires after one call
          return ok(request.url);
        }
        return unauthorized();
      },
      {
        onSessionEnded,
        refreshSession: async () => {
          renewals += 1;
          valid = true;
          return true;
        },
      },
    );
    await expect(api.get('/api/a')).resolves.toBe('/api/a');
    await expect(api.get('/api/b')).resolves.toBe('/api/b');
    expect(renewals).toBe(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('retries without renewing again a call that was answered 401 after a renewal it did not wait for', async () => {
    const late = deferred<TransportResponse>();
    let renewals = 0;
    let renewed = false;
    const { api, requests } = setup(
      (request) => {
        if (request.url === '/api/slow' && !renewed) return late.promise;
        return renewed ? ok(request.url) : unauthorized();
      },
      {
        refreshSession: async () => {
          renewals += 1;
          renewed = true;
          return true;
        },
      },
    );
    const slow = api.get('/api/slow');
    await expect(api.get('/api/fast')).resolves.toBe('/api/fast');
    late.resolve(unauthorized());
    await expect(slow).resolves.toBe('/api/slow');
    expect(renewals).toBe(1);
    expect(requests.map((r) => r.url)).toEqual(['/api/slow', '/api/fast', '/api/fast', '/api/slow']);
  });

  it('does not end the session twice for a 401 that arrives after a failed renewal', async () => {
    const late = deferred<TransportResponse>();
    const onSessionEnded = vi.fn();
    const refreshSession = vi.fn(async () => false);
    const { api, notifyError } = setup((request) => (request.url === '/api/slow' ? late.promise : unauthorized()), {
      onSessionEnded,
      refreshSession,
    });
    const slow = api.get('/api/slow');
    await expect(api.get('/api/fast')).resolves.toBeNull();
    late.resolve(unauthorized());
    await expect(slow).resolves.toBeNull();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('treats a renewal that throws as a failed one', async () => {
    const onSessionEnded = vi.fn();
    const { api } = setup(() => unauthorized(), {
      onSessionEnded,
      refreshSession: () => {
        throw new Error('boom');
      },
    });
    await expect(api.get('/api/a')).resolves.toBeNull();
    await expect(api.get('/api/b')).resolves.toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });

  it('shows the message of a 401 to a call that skips the refresh (sign-in), and does not renew', async () => {
    const refreshSession = vi.fn(async () => true);
    const { api, notifyError } = setup(
      () => ({ status: 401, body: { success: false, message: 'Tài khoản hoặc mật khẩu không đúng' } }),
      { refreshSession },
    );
    await expect(api.post('/api/nhanvien/login', {}, { skipRefresh: true })).resolves.toBeNull();
    expect(refreshSession).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Tài khoản hoặc mật khẩu không đúng');
  });

  it('shows the message of a retried call that is still refused', async () => {
    const { api, notifyError, requests } = setup(() => unauthorized(), { refreshSession: async () => true });
    await expect(api.get('/api/a')).resolves.toBeNull();
    expect(requests).toHaveLength(2);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.');
  });

  it('leaves a 401 alone without refreshSession (the public site)', async () => {
    const onSessionEnded = vi.fn();
    const { api, notifyError, requests } = setup(() => unauthorized(), { onSessionEnded });
    await expect(api.get('/api/a')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('marks the failures it writes itself as local', async () => {
    const { api } = setup(() => new TypeError('Failed to fetch'));
    await expect(api.send('GET', '/api/a', undefined)).resolves.toEqual({
      success: false,
      message: DEFAULT_VI,
      local: true,
    });
  });
});
