// The settings screen's providers before the environment's, and the environment's when the screen holds none.
import { describe, expect, it } from 'vitest';
import type { SystemSettings } from '../system-settings/system-settings.service';
import { messagingFromSettings, type MessagingConfig } from './messaging-config';

const fromEnvironment: MessagingConfig = {
  smtpUrl: 'smtp://env.example:2525',
  mailFrom: 'PhongKham <no-reply@env.example>',
  sms: { provider: 'speedsms', token: 'env-token', sender: 'ENV', smsType: 3, baseUrl: 'http://127.0.0.1:9/speedsms' },
  zalo: undefined,
};

const nothingSet: Pick<SystemSettings, 'mail' | 'sms' | 'zalo'> = {
  mail: {
    transport: { kind: 'environment', url: 'smtp://env.example:2525' },
    from: 'PhongKham <no-reply@env.example>',
  },
  sms: { provider: 'outbox', apiKey: null, secretKey: null, brandname: null },
  zalo: { enabled: false, appId: null, oaToken: null, secret: null, templates: { otp: null, notice: null } },
};

describe('the providers the outbox uses', () => {
  it("are the environment's while the settings screen names none", () => {
    expect(messagingFromSettings(nothingSet, fromEnvironment)).toEqual(fromEnvironment);
  });

  it("are the screen's when it names them with their keys: mail server, eSMS and Zalo", () => {
    const chosen = messagingFromSettings(
      {
        mail: {
          transport: {
            kind: 'settings',
            host: 'mail.phongkham.vn',
            port: 465,
            secure: true,
            user: 'gui@pk',
            password: 'p@ss:w',
          },
          from: 'Phòng khám An Tâm <lienhe@phongkham.vn>',
        },
        sms: { provider: 'esms', apiKey: 'k', secretKey: 's', brandname: 'ANTAM' },
        zalo: { enabled: true, appId: 'app', oaToken: 'oa', secret: 'x', templates: { otp: '123', notice: null } },
      },
      fromEnvironment,
    );
    expect(chosen).toEqual({
      smtpUrl: 'smtps://gui%40pk:p%40ss%3Aw@mail.phongkham.vn:465',
      mailFrom: 'Phòng khám An Tâm <lienhe@phongkham.vn>',
      sms: {
        provider: 'esms',
        apiKey: 'k',
        secretKey: 's',
        brandname: 'ANTAM',
        smsType: '2',
        baseUrl: 'https://rest.esms.vn',
      },
      zalo: { accessToken: 'oa', templateId: '123', baseUrl: 'https://business.openapi.zalo.me' },
    });
  });

  it("keeps the environment's provider when the screen chose one without its keys, and its address when it chose the same", () => {
    const withoutKeys = messagingFromSettings(
      { ...nothingSet, sms: { provider: 'esms', apiKey: null, secretKey: null, brandname: null } },
      fromEnvironment,
    );
    expect(withoutKeys.sms).toEqual(fromEnvironment.sms);
    const sameProvider = messagingFromSettings(
      { ...nothingSet, sms: { provider: 'speedsms', apiKey: 'screen-token', secretKey: null, brandname: null } },
      fromEnvironment,
    );
    expect(sameProvider.sms).toEqual({
      provider: 'speedsms',
      token: 'screen-token',
      sender: '',
      smsType: 3,
      baseUrl: 'http://127.0.0.1:9/speedsms',
    });
  });
});
