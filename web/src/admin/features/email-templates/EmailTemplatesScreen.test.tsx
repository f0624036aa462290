// The e-mail templates' screens: the list by kind of mail, the system's template kept from deletion, the editor
// with the code's variables, the preview from the server in either language, and the server's refusal of an
// unknown variable under its field.
import { emailTemplateCodeList, type EmailTemplateRecord } from '@phongkham/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi } from '../../../test/admin';
import { renderScreen } from '../../../test/screen';
import { EmailTemplatesScreen } from './EmailTemplatesScreen';

const stamp = '2026-11-20T02:00:00.000Z';
const reset: EmailTemplateRecord = {
  _id: '0193a4f2-0000-7000-8000-000000000001',
  ma: 'DAT_LAI_MAT_KHAU',
  tieude: 'Đặt lại mật khẩu tài khoản {{taikhoan}}',
  tieude_en: 'Reset the password of account {{taikhoan}}',
  noidung: '<p>Xin chào {{hoten}},</p><p><a href="{{lienket}}">Đặt lại mật khẩu</a></p>',
  noidung_en: null,
  hethong: true,
  createdAt: stamp,
  updatedAt: stamp,
};
const reminder: EmailTemplateRecord = {
  ...reset,
  _id: '0193a4f2-0000-7000-8000-000000000002',
  ma: 'NHAC_LICH_HEN',
  tieude: 'Nhắc lịch hẹn {{ma}}',
  tieude_en: null,
  noidung: '<p>Xin chào {{hoten}}</p>',
  hethong: false,
};
const page = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1 });

describe('the templates list', { timeout: 60_000 }, () => {
  it('names each kind of mail, marks the system’s, and refuses to delete it with the reason', async () => {
    signedInApi(owner, { 'GET /api/mauemail': () => ok(page([reset, reminder])) });
    renderScreen({ screen: EmailTemplatesScreen, url: '/mau-email' });
    const system = (await screen.findByText('Đặt lại mật khẩu')).closest('tr')!;
    expect(within(system).getByText('DAT_LAI_MAT_KHAU')).toBeInTheDocument();
    expect(within(system).getByText('Hệ thống đang gửi')).toBeInTheDocument();
    const other = screen.getByText('Nhắc lịch hẹn').closest('tr')!;
    expect(within(other).getByText('Chưa dùng')).toBeInTheDocument();
  });

  it('offers no add while every kind of mail has its template (a fresh install), and says why', async () => {
    const every = emailTemplateCodeList.map((ma, index) => ({
      ...reminder,
      _id: `${reminder._id.slice(0, -1)}${index}`,
      ma,
    }));
    signedInApi(owner, { 'GET /api/mauemail': () => ok(page(every)) });
    renderScreen({ screen: EmailTemplatesScreen, url: '/mau-email' });
    expect(await screen.findByText(/loại nào cũng đã có mẫu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thêm mẫu email/ })).toBeDisabled();
  });

  it('offers add, and in its form only the kinds still without a template', async () => {
    signedInApi(owner, { 'GET /api/mauemail': () => ok(page([reset])) });
    renderScreen({ screen: EmailTemplatesScreen, url: '/mau-email' });
    await screen.findByText('Đặt lại mật khẩu');
    const add = screen.getByRole('button', { name: /Thêm mẫu email/ });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(/loại nào cũng đã có mẫu/)).not.toBeInTheDocument();
    await userEvent.click(add);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Loại thư' }));
    // The drop-down's rows (its accessible listbox names only the rows around the active one).
    await screen.findAllByRole('option');
    const rows = [...document.querySelectorAll('.ant-select-item-option-content')].map((row) => row.textContent);
    expect(rows).toHaveLength(emailTemplateCodeList.length - 1);
    expect(rows).not.toContain('Đặt lại mật khẩu');
  });

  it('speaks English', async () => {
    signedInApi(owner, { 'GET /api/mauemail': () => ok(page([reset])) });
    renderScreen({ screen: EmailTemplatesScreen, url: '/mau-email', lang: 'en' });
    const row = (await screen.findByText('Password reset')).closest('tr')!;
    expect(within(row).getByText('Reset the password of account {{taikhoan}}')).toBeInTheDocument();
    expect(within(row).getByText('Sent by the system')).toBeInTheDocument();
  });
});

describe('the template editor', { timeout: 120_000 }, () => {
  it('lists the code’s variables and previews the mail the server renders, in vi then en', async () => {
    const api = signedInApi(owner, {
      [`GET /api/mauemail/${reset._id}`]: () => ok(reset),
      'POST /api/mauemail/xem-truoc': (body) => {
        const lang = (body as { lang: string }).lang;
        return ok({
          subject:
            lang === 'vi' ? 'Đặt lại mật khẩu tài khoản nguyenthilan' : 'Reset the password of account nguyenthilan',
          text: 'Xin chào Nguyễn Thị Lan,',
          html: '<p>Xin chào Nguyễn Thị Lan,</p>',
          unknown: [],
        });
      },
    });
    renderScreen({ screen: EmailTemplatesScreen, url: '/mau-email', path: `/mau-email/${reset._id}` });
    const variables = await screen.findByRole('list', { name: 'Biến dùng được' });
    expect(within(variables).getByText('{{lienket}}')).toBeInTheDocument();
    expect(within(variables).getByText('Liên kết đặt lại mật khẩu')).toBeInTheDocument();
    // The editor has loaded the body before the preview reads it.
    expect(await screen.findByText('{{lienket}}', { selector: 'code' })).toBeInTheDocument();
    expect(await screen.findByText('Xin chào {{hoten}},', {}, { timeout: 30_000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Xem trước/ }));
    const preview = await screen.findByTestId('template-preview');
    expect(within(preview).getByText('Đặt lại mật khẩu tài khoản nguyenthilan')).toBeInTheDocument();
    expect(within(preview).getByTitle('Nội dung thư')).toHaveAttribute('srcdoc', '<p>Xin chào Nguyễn Thị Lan,</p>');
    expect(api.bodyOf('POST /api/mauemail/xem-truoc')).toMatchObject({
      ma: 'DAT_LAI_MAT_KHAU',
      lang: 'vi',
      tieude: reset.tieude,
      noidung: reset.noidung,
    });
    await userEvent.click(screen.getByText('Tiếng Anh', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Reset the password of account nguyenthilan')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an unknown variable under the field', async () => {
    const api = signedInApi(owner, {
      [`GET /api/mauemail/${reset._id}`]: () => ok(reset),
      [`PUT /api/mauemail/${reset._id}`]: () =>
        fail('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.', 400, {
          tieude: 'Mẫu email dùng biến không có trong loại thư này: {{ma}}. Các biến dùng được: {{hoten}}.',
        }),
    });
    renderScreen({ screen: EmailTemplatesScreen, url: '/mau-email', path: `/mau-email/${reset._id}` });
    expect(await screen.findByText('Xin chào {{hoten}},', {}, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi/ }));
    // The editor keeps the link to the variable as written: the mail fills it in.
    await waitFor(() => expect(api.bodyOf(`PUT /api/mauemail/${reset._id}`)).toBeDefined());
    expect((api.bodyOf(`PUT /api/mauemail/${reset._id}`) as { noidung: string }).noidung).toContain(
      'href="{{lienket}}"',
    );
    const subject = screen.getByText('Tiêu đề thư', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(within(subject).getByText(/dùng biến không có trong loại thư này: \{\{ma\}\}/)).toBeVisible(),
    );
  });

  it('asks for the kind of mail, the subject and the content of a new template', async () => {
    const api = signedInApi(owner);
    renderScreen({ screen: EmailTemplatesScreen, url: '/mau-email', path: '/mau-email/them-moi' });
    expect(await screen.findByText('Chọn loại thư để xem các biến dùng được.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Thêm mới/ }));
    const kind = screen.getByRole('combobox', { name: 'Loại thư' });
    await waitFor(() =>
      expect(within(kind.closest('.ant-form-item') as HTMLElement).getByText('Không được để trống')).toBeVisible(),
    );
    expect(api.calls().some((c) => c.startsWith('POST'))).toBe(false);
  });
});
