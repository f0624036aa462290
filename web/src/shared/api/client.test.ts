import type { Lang } from '@phongkham/contracts';
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
    expect(JSON.parse(post!.body!)).toEqual({ hoten: 'Nguyễn Văn An', dienthoai: '0912345678' });
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
    const api = createApiClient({ transport, lang: () => 'vi' });
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
