// The e-mail templates' API (/api/mauemail) and renderTemplate: list, search, create, update, delete with their
// history rows; unknown variables refused with their names; one template per code; the system's template kept;
// every flag checked on the server; the preview and the password-reset mail rendered from the edited template.
import { emailTemplateRecord } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, emailTemplates, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, nextAddress, signIn, staffWithMenu } from '../../test/factories';
import { startSmtpPeer } from '../../test/smtp';
import { renderTemplate } from './email-templates.service';

const peer = await startSmtpPeer();
afterAll(() => peer.close());
const { app, database } = await buildTestApp({ smtpUrl: peer.url, mailFrom: 'PhongKham <no-reply@antam.vn>' });
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);

const [reset] = await db.select().from(emailTemplates).where(eq(emailTemplates.ma, 'DAT_LAI_MAT_KHAU'));

const booking = (changes: Record<string, unknown> = {}) => ({
  ma: 'XAC_NHAN_LICH_HEN',
  tieude: 'Xác nhận lịch hẹn {{ma}}',
  tieude_en: 'Appointment {{ma}} confirmed',
  noidung: '<p>Xin chào {{hoten}}, lịch hẹn của bạn lúc {{gio}} ngày {{ngay}} với {{bacsi}} đã được xác nhận.</p>',
  noidung_en: '<p>Hello {{hoten}}, your appointment at {{gio}} on {{ngay}} with {{bacsi}} is confirmed.</p>',
  ...changes,
});

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

describe('the templates', () => {
  it('holds the seeded password-reset template, in vi and en with full diacritics, marked as the system’s', async () => {
    const body = (await call('GET', '/api/mauemail', owner)).json();
    const row = body.data.docs.find((doc: { ma: string }) => doc.ma === 'DAT_LAI_MAT_KHAU');
    expect(row).toMatchObject({ tieude: 'Đặt lại mật khẩu tài khoản {{taikhoan}}', hethong: true });
    const record = (await call('GET', `/api/mauemail/${reset!._id}`, owner)).json().data;
    expect(emailTemplateRecord.safeParse(record).success).toBe(true);
    expect(record.noidung).toContain('Xin chào {{hoten}},');
    expect(record.noidung).toContain('href="{{lienket}}"');
    expect(record.noidung_en).toContain('Hello {{hoten}},');
  });

  it('creates, searches without diacritics, updates and deletes, each with its history row', async () => {
    const created = await call(
      'POST',
      '/api/mauemail',
      owner,
      booking({ noidung: booking().noidung + '<script>x</script>' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    expect(created.json().data).toMatchObject({ ma: 'XAC_NHAN_LICH_HEN', hethong: false });
    expect(created.json().data.noidung).not.toContain('script');

    const found = (await call('GET', '/api/mauemail?q=xac%20nhan%20lich', owner)).json().data.docs;
    expect(found.map((doc: { ma: string }) => doc.ma)).toEqual(['XAC_NHAN_LICH_HEN']);

    const updated = await call('PUT', `/api/mauemail/${id}`, owner, {
      ...booking(),
      ma: undefined,
      tieude: 'Lịch hẹn {{ma}}',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ ma: 'XAC_NHAN_LICH_HEN', tieude: 'Lịch hẹn {{ma}}' });

    expect((await call('DELETE', `/api/mauemail/${id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/mauemail/${id}`, owner)).statusCode).toBe(404);
    expect((await history(id)).map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
  });

  it('refuses variables the code does not declare, naming them and the allowed ones, and stores nothing', async () => {
    const response = await call(
      'POST',
      '/api/mauemail',
      owner,
      booking({ noidung_en: '<p>{{matkhau}} {{ hoten }} {{ otp }}</p>' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.noidung_en).toBe(
      'Mẫu email dùng biến không có trong loại thư này: {{matkhau}}, {{otp}}. Các biến dùng được: {{hoten}}, {{ma}}, {{ngay}}, {{gio}}, {{bacsi}}, {{phongkham}}.',
    );
    expect(await db.select().from(emailTemplates).where(eq(emailTemplates.ma, 'XAC_NHAN_LICH_HEN'))).toEqual([]);

    const edit = await call(
      'PUT',
      `/api/mauemail/${reset!._id}`,
      owner,
      { tieude: 'Mã {{ma}}', noidung: reset!.noidung },
      'en',
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors.tieude).toMatch(
      /^The template uses variables this kind of mail does not have: \{\{ma\}\}\./,
    );
  });

  it('answers 400 with field messages for an empty subject or body and an unknown code', async () => {
    const response = await call('POST', '/api/mauemail', owner, { ma: 'KHONG_CO', tieude: ' ', noidung: '<p> </p>' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['ma', 'noidung', 'tieude']);
  });

  it('keeps one template per code (409 on the code) and never deletes the one the system sends with', async () => {
    const twin = await call('POST', '/api/mauemail', owner, {
      ma: 'DAT_LAI_MAT_KHAU',
      tieude: 'x',
      noidung: '<p>x</p>',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toHaveProperty('ma');
    const gone = await call('DELETE', `/api/mauemail/${reset!._id}`, owner);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      'Hệ thống đang dùng mẫu email này để gửi thư nên không thể xóa. Bạn có thể sửa nội dung của mẫu.',
    );
    expect((await call('GET', `/api/mauemail/${reset!._id}`, owner)).statusCode).toBe(200);
  });

  it('answers 404 for a template that does not exist', async () => {
    const missing = '0193a4f2-0000-7000-8000-000000000000';
    expect((await call('GET', `/api/mauemail/${missing}`, owner)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/mauemail/${missing}`, owner, { tieude: 'x', noidung: '<p>x</p>' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/mauemail/${missing}`, owner)).statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 for each flag the role lacks', async () => {
    expect((await call('GET', '/api/mauemail')).statusCode).toBe(401);
    const viewer = await staffWithMenu(app, db, [menuEntry('/mau-email', { view: true })]);
    const creator = await staffWithMenu(app, db, [menuEntry('/mau-email', { view: true, create: true })]);
    const nobody = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })]);
    expect((await call('GET', '/api/mauemail', nobody)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/mauemail/xem-truoc', nobody, {
          ma: 'DAT_LAI_MAT_KHAU',
          lang: 'vi',
          tieude: 'x',
          noidung: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/mauemail', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/mauemail', viewer, booking())).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/mauemail/${reset!._id}`, creator, { tieude: 'x', noidung: '<p>x</p>' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/mauemail/${reset!._id}`, creator)).statusCode).toBe(403);
    const made = await call(
      'POST',
      '/api/mauemail',
      creator,
      booking({
        ma: 'NHAC_LICH_HEN',
        noidung: '<p>{{hoten}}</p>',
        tieude: 'Nhắc lịch {{ma}}',
        tieude_en: null,
        noidung_en: null,
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
  });
});

describe('rendering', () => {
  it('previews the form’s texts with the code’s samples, escaped in the HTML, vi standing in for an empty en', async () => {
    const response = await call('POST', '/api/mauemail/xem-truoc', owner, {
      ma: 'DAT_LAI_MAT_KHAU',
      lang: 'en',
      tieude: 'Mật khẩu của {{taikhoan}}',
      tieude_en: '',
      noidung: '<p>Chào {{hoten}}, <a href="{{lienket}}">mở</a> {{khong_co}}</p>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data;
    expect(preview.subject).toBe('Mật khẩu của nguyenthilan');
    expect(preview.html).toContain('Chào Nguyễn Thị Lan,');
    expect(preview.html).toContain('href="https://phongkham.example/admin/reset-password?token=mau-xem-truoc"');
    expect(preview.text).toBe(
      'Chào Nguyễn Thị Lan, mở: https://phongkham.example/admin/reset-password?token=mau-xem-truoc {{khong_co}}',
    );
    expect(preview.unknown).toEqual(['khong_co']);
  });

  it('escapes values in the HTML body and keeps them as they are in the text and the subject', async () => {
    const mail = await renderTemplate(db, 'DAT_LAI_MAT_KHAU', 'vi', {
      hoten: '<b>Lan</b> & "Hoa"',
      taikhoan: 'lan',
      lienket: 'https://x.example/?a=1&b=2',
      sophut: '30',
    });
    expect(mail.html).toContain('Xin chào &lt;b&gt;Lan&lt;/b&gt; &amp; &quot;Hoa&quot;,');
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<b>Lan</b>');
    expect(mail.text).toContain('Xin chào <b>Lan</b> & "Hoa",');
    expect(mail.text).toContain('Đặt lại mật khẩu: https://x.example/?a=1&b=2');
    expect(mail.subject).toBe('Đặt lại mật khẩu tài khoản lan');
  });

  it('sends the password-reset mail from the edited template, in the language asked in', async () => {
    const edited = await call('PUT', `/api/mauemail/${reset!._id}`, owner, {
      tieude: 'Khôi phục mật khẩu cho {{taikhoan}}',
      tieude_en: 'Your new password for {{taikhoan}}',
      noidung: '<p>Kính gửi {{hoten}}: <a href="{{lienket}}">đặt mật khẩu mới</a> trong {{sophut}} phút.</p>',
      noidung_en: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const member = await createStaff(db, { taikhoan: 'mau.email' });
    await db.update(staff).set({ email: 'mau.email@antam.vn', hoten: 'Lê Thị Mẫu' }).where(eq(staff._id, member._id));

    for (const lang of ['vi', 'en']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/nhanvien/forgot-password/email',
        payload: { email: 'mau.email@antam.vn' },
        headers: { i18nextLng: lang },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
      await app.background.settled();
    }
    const [vi, en] = peer.received.filter((mail) => mail.envelopeTo.includes('mau.email@antam.vn'));
    expect(vi!.subject).toBe('Khôi phục mật khẩu cho mau.email');
    expect(vi!.text).toMatch(
      /^Kính gửi Lê Thị Mẫu: đặt mật khẩu mới: http:\/\/localhost:3000\/admin\/reset-password\?token=[\w-]{43} trong 30 phút\.$/,
    );
    expect(vi!.html).toMatch(/href="http:\/\/localhost:3000\/admin\/reset-password\?token=[\w-]{43}"/);
    // The English body is empty: the Vietnamese stands in; the English subject is written, so it is used.
    expect(en!.subject).toBe('Your new password for mau.email');
    expect(en!.text).toMatch(/^Kính gửi Lê Thị Mẫu:/);
  });
});
