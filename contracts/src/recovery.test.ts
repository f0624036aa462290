import { describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  confirmOtpBody,
  forgotPasswordEmailBody,
  localizeIssues,
  resetPasswordBody,
  uploadFields,
} from './index';

const errors = (result: { success: boolean; error?: { issues: unknown[] } }, lang: 'vi' | 'en' = 'vi') =>
  localizeIssues((result.error?.issues ?? []) as never, lang);

describe('recovery schemas', () => {
  it('reads an e-mail trimmed and in lower case, and requires it', () => {
    expect(forgotPasswordEmailBody.parse({ email: '  Lan.Tran@AnKhang.VN ' })).toEqual({
      email: 'lan.tran@ankhang.vn',
    });
    expect(errors(forgotPasswordEmailBody.safeParse({ email: '' }))).toEqual({ email: 'Email không được để trống' });
    expect(errors(forgotPasswordEmailBody.safeParse({}), 'en')).toEqual({ email: 'Email must not be empty' });
  });

  it('normalises the phone and the code people type', () => {
    expect(confirmOtpBody.parse({ dienthoai: '+84 912 345 678', otp: ' 123 456 ' })).toEqual({
      dienthoai: '0912345678',
      otp: '123456',
    });
    expect(errors(confirmOtpBody.safeParse({ dienthoai: '0912345678', otp: '12345a' }))).toEqual({
      otp: 'Mã xác nhận gồm 6 chữ số',
    });
  });

  it('holds new passwords to the product’s rule and refuses reusing the current one', () => {
    expect(errors(resetPasswordBody.safeParse({ token: 'x', matkhau: '12345' }))).toEqual({
      matkhau: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
    expect(errors(changePasswordBody.safeParse({ matkhaucu: 'cu-123456', matkhaumoi: 'cu-123456' }))).toEqual({
      matkhaumoi: 'Mật khẩu mới phải khác mật khẩu hiện tại',
    });
    expect(changePasswordBody.safeParse({ matkhaucu: '1', matkhaumoi: 'moi-123456' }).success).toBe(true);
  });

  it('accepts only the local provider and short folder names for uploads', () => {
    expect(uploadFields.parse({ provider: 'local', folder_id: ' avatars ' })).toEqual({
      provider: 'local',
      folder_id: 'avatars',
    });
    expect(uploadFields.parse({ folder_id: '' })).toEqual({ folder_id: undefined });
    expect(errors(uploadFields.safeParse({ provider: 'ftp' }))).toEqual({ provider: 'Nơi lưu trữ không được hỗ trợ' });
  });
});
