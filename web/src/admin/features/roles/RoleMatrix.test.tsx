import { defaultRoleMenus, type RoleMenuEntry } from '@phongkham/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { I18nProvider } from '../../../shared/i18n/I18nProvider';
import { adminTables } from '../../i18n';
import { RoleMatrix } from './RoleMatrix';

const entry = (url: string, grant: Partial<Omit<RoleMenuEntry, 'url'>> = {}): RoleMenuEntry => ({
  url,
  view: false,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...grant,
});

/** The matrix as a form holds it: its value changes with every click, and each change is reported. */
function Harness(props: {
  initial: RoleMenuEntry[];
  editor: RoleMenuEntry[];
  readOnly?: boolean;
  onChange?: (menu: RoleMenuEntry[]) => void;
}) {
  const [menu, setMenu] = useState(props.initial);
  return (
    <RoleMatrix
      value={menu}
      editorMenu={props.editor}
      readOnly={props.readOnly}
      onChange={(next) => {
        setMenu(next);
        props.onChange?.(next);
      }}
    />
  );
}

function renderMatrix(props: Parameters<typeof Harness>[0], lang: 'vi' | 'en' = 'vi') {
  return render(
    <I18nProvider initialLang={lang} tables={adminTables}>
      <AntApp>
        <Harness {...props} />
      </AntApp>
    </I18nProvider>,
  );
}

const box = (name: string) => screen.getByLabelText(name);
const checkboxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];

describe('RoleMatrix', { timeout: 30_000 }, () => {
  it('shows every page by group with the role’s grants checked', () => {
    renderMatrix({ initial: defaultRoleMenus.QUANLY, editor: defaultRoleMenus.ADMINISTRATOR });
    for (const group of ['Nội dung', 'Phòng khám', 'Hệ thống']) expect(screen.getByText(group)).toBeInTheDocument();
    expect(box('Tin tức: Xem')).toBeChecked();
    expect(box('Tin tức: Tất cả')).toBeChecked();
    expect(box('Quản lý phòng khám: Sửa')).toBeChecked();
    expect(box('Quản lý phòng khám: Xóa')).not.toBeChecked();
    expect(box('Lịch sử hoạt động: Xuất file')).toBeChecked();
    expect(box('Lịch sử hoạt động: In')).not.toBeChecked();
    expect(box('Cài đặt: Xem')).not.toBeChecked();
    // 30 pages × 8 permissions.
    expect(checkboxes()).toHaveLength(30 * 8);
  });

  it('disables what the editor’s own role lacks, and says why', async () => {
    // ADMIN holds neither the system settings nor the menus page.
    renderMatrix({ initial: [], editor: defaultRoleMenus.ADMIN });
    expect(box('Cài đặt: Xem')).toBeDisabled();
    expect(box('Quản lý menu: Sửa')).toBeDisabled();
    expect(box('Tin tức: Xem')).toBeEnabled();
    expect(box('Nhân viên: Xóa')).toBeEnabled();
    await userEvent.hover(box('Cài đặt: Xem').closest('span[class]')!.parentElement!);
    expect(
      await screen.findByText('Vai trò của bạn không có quyền này nên bạn không thể cấp hoặc thu hồi'),
    ).toBeInTheDocument();
  });

  it('disables an action the editor holds only partly: EXPORT without ALL cannot give ALL', () => {
    const editor = [entry('/lich-su-hoat-dong', { view: true, actions: ['EXPORT'] })];
    renderMatrix({ initial: [], editor });
    expect(box('Lịch sử hoạt động: Xuất file')).toBeEnabled();
    expect(box('Lịch sử hoạt động: Tất cả')).toBeDisabled();
    expect(box('Lịch sử hoạt động: In')).toBeDisabled();
    expect(box('Lịch sử hoạt động: Xem')).toBeEnabled();
    expect(box('Tin tức: Xem')).toBeDisabled();
  });

  it('reports the new menu in stored form; a permission beyond view checks view too', async () => {
    const onChange = vi.fn();
    renderMatrix({ initial: [entry('/faq', { view: true })], editor: defaultRoleMenus.ADMIN, onChange });
    await userEvent.click(box('Tin tức: Thêm'));
    expect(onChange).toHaveBeenLastCalledWith([
      entry('/tin-tuc', { view: true, create: true }),
      entry('/faq', { view: true }),
    ]);
    await userEvent.click(box('Tin tức: In'));
    expect(onChange).toHaveBeenLastCalledWith([
      entry('/tin-tuc', { view: true, create: true, actions: ['PRINT'] }),
      entry('/faq', { view: true }),
    ]);
    // Unchecking the last grant of a page leaves the page out.
    await userEvent.click(box('Câu hỏi thường gặp: Xem'));
    expect(onChange).toHaveBeenLastCalledWith([entry('/tin-tuc', { view: true, create: true, actions: ['PRINT'] })]);
  });

  it('shows the actions ALL includes as checked and changed through ALL', async () => {
    const onChange = vi.fn();
    renderMatrix({ initial: [], editor: defaultRoleMenus.ADMIN, onChange });
    await userEvent.click(box('Sản phẩm: Tất cả'));
    expect(onChange).toHaveBeenLastCalledWith([entry('/san-pham', { view: true, actions: ['ALL'] })]);
    for (const action of ['Tải xuống', 'In', 'Xuất file']) {
      expect(box(`Sản phẩm: ${action}`)).toBeChecked();
      expect(box(`Sản phẩm: ${action}`)).toBeDisabled();
    }
    await userEvent.click(box('Sản phẩm: Tất cả'));
    await waitFor(() => expect(box('Sản phẩm: In')).not.toBeChecked());
    expect(box('Sản phẩm: In')).toBeEnabled();
  });

  it('changes nothing when read-only', () => {
    renderMatrix({ initial: defaultRoleMenus.ADMINISTRATOR, editor: defaultRoleMenus.ADMINISTRATOR, readOnly: true });
    expect(checkboxes().every((checkbox) => checkbox.disabled)).toBe(true);
    expect(box('Cài đặt: Xem')).toBeChecked();
  });

  it('speaks English', () => {
    renderMatrix({ initial: defaultRoleMenus.BACSY, editor: defaultRoleMenus.ADMIN }, 'en');
    expect(box('Patient accounts: View')).toBeChecked();
    expect(box('Settings: Edit')).toBeDisabled();
    expect(createTranslator('en', adminTables)('admin.roles.matrix.columns.EXPORT')).toBe('Export');
  });
});
