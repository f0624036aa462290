// Sending signed prescriptions to the national prescription system: off unless configured (signing queues
// nothing), queued in the signing transaction and posted with the facility's token when configured, and a refusal
// (4xx) failed at once without retry. The system is a local stand-in on 127.0.0.1: nothing leaves the machine.
import { clinicDay } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueEntries, clinics, doctors, drugs, examinations, outbox, patients, visits } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { startStandIn } from '../../test/http-standin';
import { apiCaller, createClinic, createStaff, signIn } from '../../test/factories';
import type { MessagingConfig } from '../outbox/messaging-config';

let status = 200;
const standIn = await startStandIn(() => ({ status, json: { ok: status < 300 } }));
let configured = false;
const messagingConfig = (): MessagingConfig => ({
  smtpUrl: undefined,
  mailFrom: 'PhongKham <no-reply@antam.vn>',
  sms: { provider: 'outbox' },
  zalo: undefined,
  nationalPrescriptions: configured ? { url: `${standIn.url}/donthuoc`, token: 'facility-token' } : undefined,
});
const { app, database } = await buildTestApp({ messagingConfig });
afterAll(() => standIn.stop());
const db = database.db;
const call = apiCaller(app);
const clinic = await createClinic(db);
await db.update(clinics).set({ malienthong: 'AB123' }).where(eq(clinics._id, clinic));
const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
const [doctor] = await db
  .insert(doctors)
  .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nhi', sochungchi: '001234/HCM-CCHN' })
  .returning({ _id: doctors._id });
const who = await signIn(app, account);
const [room] = await db
  .insert(catalogueEntries)
  .values({ phongkham_id: clinic, loai: 'PHONG', ma: 'PK1', ten: 'Phòng khám 1' })
  .returning({ _id: catalogueEntries._id });
const [paracetamol] = await db.select().from(drugs).where(eq(drugs.tenthuoc, 'Hapacol 500'));

let sequence = 0;
/** A draft prescription with one line, ready to sign; answers its id. */
async function draft(): Promise<string> {
  const n = ++sequence;
  const [patient] = await db
    .insert(patients)
    .values({
      phongkham_id: clinic,
      ma: `BN-9${n}`,
      hoten: `Bệnh Nhân ${n}`,
      ngaysinh: '1980-05-01',
      cccd: '079080001234',
    })
    .returning({ _id: patients._id });
  const [visit] = await db
    .insert(visits)
    .values({
      phongkham_id: clinic,
      benhnhan_id: patient!._id,
      phong_id: room!._id,
      bacsi_id: doctor!._id,
      ngay: clinicDay(),
      sothutu: n,
    })
    .returning({ _id: visits._id });
  await db
    .insert(examinations)
    .values({ phongkham_id: clinic, luotkham_id: visit!._id, bacsi_id: doctor!._id, chandoan_chinh: 'J02.9' });
  const id = (await call('POST', '/api/donthuoc', who, { luotkham_id: visit!._id })).json().data._id as string;
  const saved = await call('PUT', `/api/donthuoc/${id}`, who, {
    chitiet: [{ thuoc_id: paracetamol!._id, lieu_moilan: 1, solan_ngay: 2, songay: 5 }],
    loidan: 'Uống nhiều nước',
  });
  expect(saved.statusCode).toBe(200);
  return id;
}

async function sign(id: string) {
  const signed = await call('POST', `/api/donthuoc/${id}/ky`, who);
  expect(signed.statusCode).toBe(200);
  await app.background.settled();
  return db.select().from(outbox).where(eq(outbox.banghi_id, id));
}

describe('the national prescription system', { timeout: 60_000 }, () => {
  it('is off unless configured: signing queues nothing', async () => {
    configured = false;
    expect(await sign(await draft())).toEqual([]);
    expect(standIn.requests).toHaveLength(0);
  });

  it('gets the signed prescription, with its code, lines and the facility token', async () => {
    configured = true;
    status = 200;
    const id = await draft();
    const [row] = await sign(id);
    expect(row).toMatchObject({ kenh: 'DONTHUOC', trangthai: 'SENT', nhacungcap: 'donthuocquocgia', solan: 1 });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.path).toBe('/donthuoc');
    expect(request!.headers.authorization).toBe('Bearer facility-token');
    expect(request!.body).toMatchObject({
      madonthuoc: row!.nguoinhan,
      malienthong: 'AB123',
      bacsi: { sochungchi: '001234/HCM-CCHN' },
      benhnhan: { ngaysinh: '1980-05-01', cccd: '079080001234' },
      chandoan: [{ ma: 'J02.9', chinh: true }],
      chitiet: [{ thutu: 1, hoatchat: 'Paracetamol', soluong: 10, lieudung: { solan_ngay: 2, songay: 5 } }],
      loidan: 'Uống nhiều nước',
    });
    expect(row!.nguoinhan).toMatch(/^AB123/);
  });

  it('fails a refused prescription (4xx) at once, without a retry', async () => {
    configured = true;
    status = 422;
    const [row] = await sign(await draft());
    expect(row).toMatchObject({ trangthai: 'FAILED', solan: 1, loi: 'HTTP 422' });
    expect(standIn.requests).toHaveLength(2);
  });
});
