// The money promise through the HTTP API (issue 30): for random counter bills with random line and bill discounts
// (amounts and percentages), split payments by every method and refunds, after every step the bill as GET answers
// it adds up to the đồng: dathu = Σ receipts − Σ refunds, conlai = phaitra − dathu, phaitra = tongtien − giamgia −
// dahoan, tongtien = Σ lines, every figure an integer; and no step answers 500. Any discount body, well formed or
// not, on a real draft answers 200 or a 4xx. Few runs: each step is a request.
import { billDetail, paymentMethods } from '@phongkham/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashierShifts, products } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createClinic, createStaff, signIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);

const clinic = await createClinic(db);
const person = await createStaff(db, { role: 'QUANLY', phongkham_id: clinic });
const manager = await signIn(app, person);
// Cash needs the cashier's open shift: one for the whole test.
await db.insert(cashierShifts).values({ phongkham_id: clinic, nhanvien_id: person._id, tiendauca: 0 });

const discount = fc.oneof(
  fc.constant(null),
  fc.record({ giamgia_phantram: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ share: fc.integer({ min: 0, max: 1000 }) }),
);
const line = fc.record({
  gia: fc.oneof(
    fc.integer({ min: 0, max: 5_000_000 }),
    fc.integer({ min: 0, max: 500 }).map((k) => k * 1000),
  ),
  soluong: fc.integer({ min: 1, max: 20 }),
  discount,
});
const step = fc.record({
  kind: fc.constantFrom('thu' as const, 'thu' as const, 'hoan' as const, 'thuqua' as const),
  share: fc.integer({ min: 1, max: 1000 }),
  phuongthuc: fc.constantFrom(...paymentMethods),
});
const scenario = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  discount,
  steps: fc.array(step, { minLength: 1, maxLength: 6 }),
});
type Discount = { giamgia_phantram?: number; share?: number } | null;

/** The discount body: a percentage, or a share (in thousandths) of `amount` as đồng. */
const discountBody = (d: Discount, amount: number) =>
  d?.giamgia_phantram !== undefined
    ? { giamgia_phantram: d.giamgia_phantram, giamgia_lydo: 'Thử' }
    : { giamgia: Math.floor((amount * d!.share!) / 1000), giamgia_lydo: 'Thử' };

/** A request that must not fail on the server: its status and body. */
async function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) {
  const answer = await call(method, url, manager, body);
  expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBeLessThan(500);
  return answer;
}

/** The bill as GET answers it, checked to add up to the đồng. */
async function checked(id: string) {
  const bill = billDetail.parse((await send('GET', `/api/hoadon/${id}`)).json().data);
  const figures = [bill.tongtien, bill.giamgia, bill.dahoan, bill.phaitra, bill.dathu, bill.conlai];
  expect(figures.every(Number.isSafeInteger)).toBe(true);
  const received = bill.phieuthu.reduce((sum, row) => sum + row.sotien, 0);
  const refunded = bill.phieuchi.reduce((sum, row) => sum + row.sotien, 0);
  expect(bill.dathu).toBe(received - refunded);
  expect(bill.dahoan).toBe(refunded);
  expect(bill.conlai).toBe(bill.phaitra - bill.dathu);
  expect(bill.phaitra).toBe(bill.tongtien - bill.giamgia - bill.dahoan);
  expect(bill.tongtien).toBe(bill.dong.reduce((sum, row) => sum + row.thanhtien, 0));
  for (const row of bill.dong) expect(row.thanhtien).toBe(row.soluong * row.dongia - row.giamgia);
  expect(bill.conlai).toBeGreaterThanOrEqual(0);
  return bill;
}

describe('a bill through the API', () => {
  it('adds up to the đồng after every discount, payment and refund', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ lines, discount: billDiscount, steps }) => {
        const items = await db
          .insert(products)
          .values(lines.map(({ gia }, index) => ({ phongkham_id: clinic, tensanpham: `Hàng ${index}`, gia })))
          .returning({ _id: products._id });
        const created = await send('POST', '/api/hoadon', {
          khachhang: 'Khách lẻ',
          dong: items.map(({ _id }, index) => ({ loai: 'SAN_PHAM', sanpham_id: _id, soluong: lines[index]!.soluong })),
        });
        expect(created.statusCode, created.body).toBe(201);
        let bill = await checked(created.json().data._id);
        for (const [index, row] of bill.dong.entries()) {
          const wanted = lines[index]!.discount;
          if (!wanted) continue;
          const body = discountBody(wanted, row.soluong * row.dongia);
          expect((await send('PUT', `/api/hoadon/${bill._id}/dong/${row._id}/giamgia`, body)).statusCode).toBe(200);
          bill = await checked(bill._id);
        }
        if (billDiscount) {
          const body = discountBody(billDiscount, bill.tongtien);
          expect((await send('PUT', `/api/hoadon/${bill._id}/giamgia`, body)).statusCode).toBe(200);
          bill = await checked(bill._id);
        }
        for (const { kind, share, phuongthuc } of steps) {
          if (kind === 'hoan') {
            const sotien = Math.ceil((bill.dathu * share) / 1000);
            const answer = await send('POST', `/api/hoadon/${bill._id}/hoantien`, { sotien, lydo: 'Thử', phuongthuc });
            // Nothing held: a refund of 0 đồng is not a refund (400); any share of what is held is made.
            expect(answer.statusCode, answer.body).toBe(sotien > 0 ? 201 : 400);
          } else {
            const sotien =
              kind === 'thuqua' ? bill.conlai + share : Math.max(1, Math.ceil((bill.conlai * share) / 1000));
            const answer = await send('POST', `/api/hoadon/${bill._id}/thanhtoan`, { phuongthuc, sotien });
            // Above the balance (or nothing due): refused, and the bill left as it was.
            expect(answer.statusCode, answer.body).toBe(sotien <= bill.conlai ? 201 : 409);
          }
          bill = await checked(bill._id);
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });

  it('answers any discount body on a real draft with 200 or a 4xx, and the draft still adds up', async () => {
    const [item] = await db
      .insert(products)
      .values({ phongkham_id: clinic, tensanpham: 'Hàng thử', gia: 123_457 })
      .returning({ _id: products._id });
    const created = await send('POST', '/api/hoadon', {
      dong: [{ loai: 'SAN_PHAM', sanpham_id: item!._id, soluong: 3 }],
    });
    const id = created.json().data._id as string;
    const lineId = created.json().data.dong[0]._id as string;
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ min: -1, max: 1_000_000 }),
      fc.double(),
      fc.string(),
      fc.constantFrom('KM-ACDEFG', 'km-acdefg', 'KM-', '', ' ', 'x'.repeat(600)),
    );
    const body = fc.record(
      { giamgia: value, giamgia_phantram: value, giamgia_lydo: value, makhuyenmai: value },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (sent, onLine) => {
        const url = onLine ? `/api/hoadon/${id}/dong/${lineId}/giamgia` : `/api/hoadon/${id}/giamgia`;
        const answer = await send('PUT', url, sent as Record<string, unknown>);
        expect([200, 400, 409]).toContain(answer.statusCode);
        await checked(id);
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});
