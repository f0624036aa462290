// The billing tests' world: a clinic with a consultation, an ECG, a lab test, a product, a room, a patient, its
// cashier, receptionist, manager and a doctor who orders lab tests; a visit billed through check-in and a lab order
// (the BillingLink path); and the calls the tests make on bills. Shared by the billing module's test files.
import { billDetail } from '@phongkham/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { cashierShifts, catalogueEntries, patients, products, serviceGroups, services } from '../db/schema';
import { apiCaller, createClinic, createStaff, menuEntry, signIn, staffWithMenu, type SignedIn } from './factories';

export type Bill = ReturnType<typeof billDetail.parse>;
export type BillingSetup = Awaited<ReturnType<ReturnType<typeof billingWorld>['setup']>>;

let sequence = 0;

export function billingWorld(app: FastifyInstance, db: Database) {
  const call = apiCaller(app);

  /** A clinic with a consultation, an ECG, a lab test, a product, a room, a patient and its staff. */
  async function setup() {
    const clinic = await createClinic(db);
    const n = ++sequence;
    const [group] = await db
      .insert(serviceGroups)
      .values({ phongkham_id: clinic, tendanhmuc: `Dịch vụ ${n}` })
      .returning({ _id: serviceGroups._id });
    const service = async (tendichvu: string, loai: 'KHAM' | 'XET_NGHIEM', gia: number) =>
      (
        await db
          .insert(services)
          .values({ phongkham_id: clinic, dmdichvu_id: group!._id, tendichvu, gia, loai })
          .returning({ _id: services._id })
      )[0]!._id;
    const [room] = await db
      .insert(catalogueEntries)
      .values({ phongkham_id: clinic, loai: 'PHONG', ma: `P${n}`, ten: `Phòng ${n}` })
      .returning({ _id: catalogueEntries._id });
    const [patient] = await db
      .insert(patients)
      .values({ phongkham_id: clinic, ma: `BN-8${String(n).padStart(6, '0')}`, hoten: `Nguyễn Văn Thu ${n}` })
      .returning({ _id: patients._id });
    const [product] = await db
      .insert(products)
      .values({ phongkham_id: clinic, tensanpham: 'Nước muối sinh lý', gia: 1 })
      .returning({ _id: products._id });
    const staffOf = async (role: 'THUNGAN' | 'LETAN' | 'QUANLY') => {
      const person = await createStaff(db, { role, phongkham_id: clinic });
      return { ...(await signIn(app, person)), _id: person._id };
    };
    return {
      clinic,
      room: room!._id,
      patient: patient!._id,
      product: product!._id,
      consultation: await service('Khám nội tổng quát', 'KHAM', 150_000),
      ecg: await service('Điện tâm đồ', 'KHAM', 85_000),
      lipid: await service('Xét nghiệm mỡ máu', 'XET_NGHIEM', 200_000),
      cashier: await staffOf('THUNGAN'),
      receptionist: await staffOf('LETAN'),
      manager: await staffOf('QUANLY'),
      doctor: await staffWithMenu(
        app,
        db,
        [menuEntry('/xet-nghiem', { view: true, create: true, update: true }, ['ALL'])],
        {
          phongkham_id: clinic,
        },
      ),
    };
  }

  const openShift = async (clinic: string, who: { _id: string }) =>
    db.insert(cashierShifts).values({ phongkham_id: clinic, nhanvien_id: who._id, tiendauca: 500_000 });

  async function visitBill(here: BillingSetup): Promise<Bill> {
    const checkIn = await call('POST', '/api/luotkham', here.receptionist, {
      benhnhan_id: here.patient,
      phong_id: here.room,
      dichvu_ids: [here.consultation, here.ecg],
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const visit = checkIn.json().data._id as string;
    const order = await call('POST', '/api/xetnghiem', here.doctor, { luotkham_id: visit, dichvu_ids: [here.lipid] });
    expect(order.statusCode, order.body).toBe(201);
    const list = await call('GET', `/api/hoadon?luotkham_id=${visit}`, here.cashier);
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json().data.docs;
    return read(row._id, here.cashier);
  }
  async function read(id: string, who: SignedIn): Promise<Bill> {
    const answer = await call('GET', `/api/hoadon/${id}`, who);
    expect(answer.statusCode, answer.body).toBe(200);
    return billDetail.parse(answer.json().data);
  }
  const pay = (id: string, who: SignedIn, body: Record<string, unknown>, lang = 'vi') =>
    call('POST', `/api/hoadon/${id}/thanhtoan`, who, body, lang);
  return { call, setup, openShift, visitBill, read, pay };
}
