import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';

const { app } = await buildTestApp();

const notFoundVi = 'Không tìm thấy nội dung bạn yêu cầu.';
const notFoundEn = 'The content you asked for was not found.';

const messageFor = async (options: {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  query?: string;
}) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/khongco${options.query ?? ''}`,
      headers: options.headers ?? {},
      cookies: options.cookies ?? {},
    })
  ).json().message;

describe('the language of a request', () => {
  it('is Vietnamese when nothing says otherwise', async () => {
    expect(await messageFor({})).toBe(notFoundVi);
  });

  it.each(['en', 'en-US', 'EN'])('follows the header i18nextLng: %s', async (value) => {
    expect(await messageFor({ headers: { i18nextLng: value } })).toBe(notFoundEn);
  });

  it.each(['vi', 'vi-VN', 'fr', 'xx'])('reads the header %s as Vietnamese', async (value) => {
    expect(await messageFor({ headers: { i18nextLng: value } })).toBe(notFoundVi);
  });

  it('follows ?lng= and the cookie', async () => {
    expect(await messageFor({ query: '?lng=en' })).toBe(notFoundEn);
    expect(await messageFor({ cookies: { i18nextLng: 'en' } })).toBe(notFoundEn);
  });

  it('prefers the header to the query and the cookie, and the query to the cookie', async () => {
    expect(await messageFor({ headers: { i18nextLng: 'vi' }, cookies: { i18nextLng: 'en' } })).toBe(notFoundVi);
    expect(await messageFor({ headers: { i18nextLng: 'en' }, cookies: { i18nextLng: 'vi' } })).toBe(notFoundEn);
    expect(await messageFor({ headers: { i18nextLng: 'vi' }, query: '?lng=en' })).toBe(notFoundVi);
    expect(await messageFor({ query: '?lng=vi', cookies: { i18nextLng: 'en' } })).toBe(notFoundVi);
  });

  it('applies to validation messages', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/dmtintuc?limit=500',
      cookies: { i18nextLng: 'en' },
    });
    expect(response.json()).toEqual({
      success: false,
      message: 'Some fields are not valid, please check the highlighted fields.',
      errors: { limit: 'Rows per page cannot be greater than 100' },
    });
  });
});
