// What a route needs, as the resources and menus screens write it: a route that serves the public and staff with a
// grant names both audiences, in both languages; a staff-only route names its grant alone.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@phongkham/contracts';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { adminTables } from '../i18n';
import { AccessText } from './catalogue';

const show = (lang: Lang, access: Parameters<typeof AccessText>[0]['access']) =>
  render(
    <I18nProvider initialLang={lang} tables={adminTables}>
      <AccessText access={access} />
    </I18nProvider>,
  ).container.textContent;

describe('AccessText', () => {
  it('names both audiences of a route that serves the public and staff with a grant', () => {
    const both = { urls: ['/tin-tuc'], flag: 'view' as const, public: true as const };
    expect(show('vi', both)).toMatch(/^Công khai và nhân viên có quyền Xem\s*\/tin-tuc$/);
    expect(show('en', both)).toMatch(/^Public and staff with View\s*\/tin-tuc$/);
  });

  it('names the grant alone on a staff-only route', () => {
    expect(show('vi', { urls: ['/tin-tuc'], flag: 'delete' })).not.toContain('Công khai');
    expect(screen.getAllByText('/tin-tuc').length).toBeGreaterThan(0);
  });
});
