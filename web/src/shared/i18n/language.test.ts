import { describe, expect, it } from 'vitest';
import { readCookie } from '../../test/storage';
import { htmlLang, persistLanguage, readLanguageCookie, startupLanguage } from './language';

describe('persistLanguage', () => {
  it('writes the i18nextLng cookie, localStorage and <html lang>', () => {
    persistLanguage('en');
    expect(readCookie('i18nextLng')).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    persistLanguage('vi');
    expect(readCookie('i18nextLng')).toBe('vi');
    expect(localStorage.getItem('i18nextLng')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('still writes the cookie and <html lang> when storage refuses', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      expect(() => persistLanguage('en')).not.toThrow();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(readCookie('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('readLanguageCookie', () => {
  it('is undefined without the cookie', () => {
    document.cookie = 'other=en; path=/';
    expect(readLanguageCookie()).toBeUndefined();
  });

  it('finds the cookie among others and reads any other value as vi', () => {
    document.cookie = 'token=abc; path=/';
    document.cookie = 'i18nextLng=en-US; path=/';
    document.cookie = 'refreshToken=def; path=/';
    expect(readLanguageCookie()).toBe('en');
    document.cookie = 'i18nextLng=fr; path=/';
    expect(readLanguageCookie()).toBe('vi');
  });

  it('does not take a cookie whose name only ends in i18nextLng', () => {
    document.cookie = 'old_i18nextLng=en; path=/';
    expect(readLanguageCookie()).toBeUndefined();
  });
});

describe('startupLanguage', () => {
  it('starts in vi without cookie or storage, and sets the cookie to vi', () => {
    expect(startupLanguage()).toBe('vi');
    expect(readCookie('i18nextLng')).toBe('vi');
    expect(localStorage.getItem('i18nextLng')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('takes en from the cookie', () => {
    document.cookie = 'i18nextLng=en; path=/';
    expect(startupLanguage()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('takes en from localStorage when there is no cookie, and writes the cookie back', () => {
    localStorage.setItem('i18nextLng', 'en');
    expect(startupLanguage()).toBe('en');
    expect(readCookie('i18nextLng')).toBe('en');
  });

  it('prefers the cookie over localStorage', () => {
    document.cookie = 'i18nextLng=vi; path=/';
    localStorage.setItem('i18nextLng', 'en');
    expect(startupLanguage()).toBe('vi');
    expect(localStorage.getItem('i18nextLng')).toBe('vi');
  });
});

describe('htmlLang', () => {
  it('is the two-letter code of each language', () => {
    expect(htmlLang('vi')).toBe('vi');
    expect(htmlLang('en')).toBe('en');
  });
});
