import { backOfficePages, defaultRoleMenus, normalizeMenu, type RoleMenuEntry } from '@phongkham/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nProvider } from '../../shared/i18n/I18nProvider';
import { BuiltPagesProvider } from '../builtPages';
import { adminTables } from '../i18n';
import { labelled } from '../../test/admin';
import { InertStyles } from '../../test/styles';
import { RoleMatrix } from './RoleMatrix';

// Tooltips and re-renders of a 240-box table take more than the default second on a loaded machine.

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

/** Every page with a screen: the matrix's editing rules on their own, whichever screens exist today. */
const everyPage: ReadonlySet<string> = new Set(backOfficePages.map((page) => page.url));

function renderMatrix(
  props: Parameters<typeof Harness>[0],
  lang: 'vi' | 'en' = 'vi',
  built: ReadonlySet<string> = everyPage,
) {
  return render(
    <I18nProvider initialLang={lang} tables={adminTables}>
      <AntApp>
        <BuiltPagesProvider urls={built}>
          <Harness {...props} />
        </BuiltPagesProvider>
      </AntApp>
    </I18nProvider>,
    { wrapper: InertStyles },
  );
}

// By aria-label straight from the DOM: getByLabelText reads each of the matrix's hundreds of labelled boxes.
const box = (name: string) => labelled(name);
const checkboxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];

describe('RoleMatrix', () => {
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
    expect(checkboxes()).toHaveLength(backOfficePages.length * 8);
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

  it('keeps a page without a screen in its place, marked as coming like in the menu, its grants shown but locked', async () => {
    const onChange = vi.fn();
    const built = new Set(['/nhanvien', '/lich-su-hoat-dong']);
    renderMatrix({ initial: defaultRoleMenus.QUANLY, editor: defaultRoleMenus.ADMINISTRATOR, onChange }, 'vi', built);
    // Every page still has its row (30 pages × 8 permissions), the coming ones tagged.
    expect(checkboxes()).toHaveLength(backOfficePages.length * 8);
    expect(screen.getAllByText('Sắp có')).toHaveLength(backOfficePages.length - built.size);
    const news = screen.getByText('Tin tức').closest('tr')!;
    expect(news).toHaveTextContent('Sắp có');
    expect(screen.getByText('Nhân viên').closest('tr')).not.toHaveTextContent('Sắp có');
    // What the role holds on a coming page shows, and cannot change even for the owner.
    expect(box('Tin tức: Xem')).toBeChecked();
    expect(box('Tin tức: Xem')).toBeDisabled();
    expect(box('Cài đặt: Xem')).not.toBeChecked();
    expect(box('Cài đặt: Xem')).toBeDisabled();
    await userEvent.hover(box('Cài đặt: Xem').closest('span[class]')!.parentElement!);
    expect(
      await screen.findByText('Trang này đang được xây dựng. Quyền trên trang sẽ chỉnh được khi trang ra mắt.'),
    ).toBeInTheDocument();
    // A built page stays editable, and a change there keeps the coming pages' grants as they were.
    expect(box('Nhân viên: Thêm')).toBeEnabled();
    await userEvent.click(box('Nhân viên: Thêm'));
    const reported = onChange.mock.lastCall![0] as RoleMenuEntry[];
    expect(reported.find((item) => item.url === '/nhanvien')).toEqual(entry('/nhanvien', { view: true, create: true }));
    expect(reported.filter((item) => item.url !== '/nhanvien')).toEqual(
      normalizeMenu(defaultRoleMenus.QUANLY).filter((item) => item.url !== '/nhanvien'),
    );
  });

  it('speaks English', () => {
    renderMatrix({ initial: defaultRoleMenus.BACSY, editor: defaultRoleMenus.ADMIN }, 'en');
    expect(box('Patient accounts: View')).toBeChecked();
    expect(box('Settings: Edit')).toBeDisabled();
    expect(createTranslator('en', adminTables)('admin.roles.matrix.columns.EXPORT')).toBe('Export');
  });

  it('marks a coming page in English too', () => {
    renderMatrix({ initial: [], editor: defaultRoleMenus.ADMINISTRATOR }, 'en', new Set(['/nhanvien']));
    expect(screen.getByText('News').closest('tr')).toHaveTextContent('Coming soon');
    expect(box('News: View')).toBeDisabled();
    expect(box('Staff: View')).toBeEnabled();
  });
});
