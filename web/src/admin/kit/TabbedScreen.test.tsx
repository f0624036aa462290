// A tabbed page follows its address: the tab of a sub-path (and of a record below a nested tab) is the active one,
// choosing a tab changes the address, and an unknown sub-path is the not-found page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { adminTables } from '../i18n';
import { TabbedScreen } from './TabbedScreen';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <I18nProvider initialLang="vi" tables={adminTables}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/so-quy/*"
            element={
              <TabbedScreen
                tabs={[
                  { path: '', label: 'Ca của tôi', element: <p>ca của tôi</p> },
                  { path: 'thu-chi', label: 'Sổ quỹ', element: <p>sổ quỹ</p> },
                  { path: 'ca', label: 'Các ca', element: <p>các ca</p>, nested: true },
                ]}
              />
            }
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nProvider>,
  );

const activeTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('TabbedScreen', () => {
  it('opens the tab the address names, a nested tab for a record below it too', () => {
    renderAt('/admin/so-quy/ca/0190d7c4-0000-7000-8000-000000000000');
    expect(activeTab()).toBe('Các ca');
    expect(screen.getByText('các ca')).toBeTruthy();
  });

  it('moves the address with the chosen tab, back to the page itself for the first', async () => {
    renderAt('/admin/so-quy/thu-chi');
    expect(activeTab()).toBe('Sổ quỹ');
    await userEvent.click(screen.getByRole('tab', { name: 'Ca của tôi' }));
    expect(screen.getByLabelText('where').textContent).toBe('/admin/so-quy');
    expect(screen.getByText('ca của tôi')).toBeTruthy();
  });

  it('shows the not-found page for a sub-path no tab has', () => {
    renderAt('/admin/so-quy/khong-co');
    expect(screen.getByText('Không tìm thấy trang')).toBeTruthy();
    expect(screen.queryByRole('tab', { selected: true })?.textContent).toBe('Ca của tôi');
  });
});
