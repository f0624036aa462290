// A clinic ready for stock tests: its pharmacist (DUOCSI), its pharmacy store, a supplier and a drug sold in boxes of
// 10 blisters of 10 tablets; helpers that receive goods and read the stock over HTTP, as the stock screens do.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { drugs, suppliers } from '../db/schema';
import { apiCaller, createClinic, createStaff, signIn, type SignedIn } from './factories';

let drugSequence = 0;

export function stockWorld(app: FastifyInstance, db: Database) {
  const call = apiCaller(app);
  const ok = async (response: Awaited<ReturnType<typeof call>>, status = 200) => {
    if (response.statusCode !== status)
      throw new Error(`expected ${status}, got ${response.statusCode} ${response.body}`);
    return response.json().data;
  };

  async function newDrug(ten = 'Paracetamol 500 mg') {
    drugSequence += 1;
    const [drug] = await db
      .insert(drugs)
      .values({
        tenthuoc: `${ten} #${drugSequence}`,
        thanhphan: [{ hoatchat: 'Paracetamol', hamluong: '500 mg' }],
        hoatchat: 'Paracetamol',
        dangbaoche: 'Viên nén',
        donvitinh: 'Viên',
        duongdung: 'UONG',
        sodangky: `VD-${90000 + drugSequence}-26`,
        quycach: [
          { ten: 'Hộp', heso: 100 },
          { ten: 'Vỉ', heso: 10 },
        ],
      })
      .returning();
    return drug!;
  }

  async function setup() {
    const clinic = await createClinic(db);
    const pharmacist = await signIn(app, await createStaff(db, { role: 'DUOCSI', phongkham_id: clinic }));
    const store = await ok(await call('POST', '/api/kho', pharmacist, { ten: 'Nhà thuốc', loai: 'NHA_THUOC' }), 201);
    const [supplier] = await db
      .insert(suppliers)
      .values({
        phongkham_id: clinic,
        ten: 'Công ty Dược phẩm Kiểm Thử',
        tinh_ma: '79',
        xa_ma: '26929',
        diachi: '1 Đường Kiểm Thử',
        diachi_day: '1 Đường Kiểm Thử, Phường Sài Gòn, TP. Hồ Chí Minh',
      })
      .returning();
    const drug = await newDrug();
    return { clinic, pharmacist, store: store._id as string, supplier: supplier!._id, drug: drug._id };
  }
  type World = Awaited<ReturnType<typeof setup>>;

  /** Receives batches of the world's drug: [solo, handung, soluong (units)][]; answers the document. */
  async function receive(world: World, lines: [string, string, number][], who: SignedIn = world.pharmacist) {
    return ok(
      await call('POST', '/api/kho/phieunhap', who, {
        kho_id: world.store,
        nhacungcap_id: world.supplier,
        sohoadon: 'HD0001234',
        ngaynhap: new Date().toISOString().slice(0, 10),
        dong: lines.map(([solo, handung, soluong]) => ({
          thuoc_id: world.drug,
          solo,
          handung,
          soluong,
          gianhap: 1_000,
          giaban: 1_500,
        })),
      }),
      201,
    );
  }

  async function stock(world: World, kho_id = world.store) {
    return ok(await call('GET', `/api/kho/ton?thuoc_id=${world.drug}&kho_id=${kho_id}`, world.pharmacist));
  }

  return { call, ok, setup, receive, stock, newDrug };
}
