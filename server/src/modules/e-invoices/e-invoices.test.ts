// E-invoices through the API, against a local stand-in for Viettel SInvoice and VNPT that checks the caller and the
// request's shape and answers as the provider does (test/einvoice-standin.ts): off unless configured (a paid bill
// queues nothing), a settled bill's invoice queued with its payment and issued with the provider's number, the
// figures (VAT taken out of what was paid, a bill discount spread over its lines, totals and words), a buyer's
// invoice from the bill page, retries after a provider fault, a refusal sent again, an adjustment owed after a
// refund, and one invoice per bill when two cashiers ask at once. Runs on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eInvoices, outbox, products } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld } from '../../test/billing';
import { soapCall, startEInvoiceStandIn, tags, VIETTEL_API, VNPT_BASE } from '../../test/einvoice-standin';
import { createStaff, signIn } from '../../test/factories';

const provider = await startEInvoiceStandIn();
afterAll(() => provider.standIn.stop());
const { app, database } = await buildTestApp();
const db = database.db;
const world = billingWorld(app, db);
const { call } = world;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const here = await world.setup();
await world.openShift(here.clinic, here.cashier);
const [saline] = await db
  .insert(products)
  .values({ phongkham_id: here.clinic, tensanpham: 'Nước muối sinh lý 500 ml', gia: 33_000 })
  .returning({ _id: products._id });

/** The system settings with e-invoices through `which` (every other setting left to its default). */
async function configure(which: 'VIETTEL' | 'VNPT' | null, extra: Record<string, unknown> = {}) {
  const body = which
    ? {
        hddt_nhacungcap: which,
        hddt_url: which === 'VIETTEL' ? `${provider.standIn.url}${VIETTEL_API}` : `${provider.standIn.url}${VNPT_BASE}`,
        hddt_taikhoan: provider.user,
        hddt_matkhau: provider.password,
        hddt_taikhoan_phathanh: provider.account,
        hddt_matkhau_phathanh: provider.accountPassword,
        hddt_masothue: provider.sellerTaxCode,
        hddt_mauso: '1/001',
        hddt_kyhieu: 'C26MAA',
        ...extra,
      }
    : { xoa: ['hddt_matkhau', 'hddt_matkhau_phathanh'] };
  const saved = await call('PUT', '/api/cauhinh', owner, body);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

const eInvoiceOf = async (bill: string) => {
  const answer = await call('GET', `/api/hoadon/${bill}/hoadondientu`, here.cashier);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const messagesOf = (bill: string) => db.select().from(outbox).where(eq(outbox.nguoinhan, bill));

/** A visit's bill (three services, 435.000 đ) paid in full in cash; answers its id and number. */
async function paidVisitBill(): Promise<{ id: string; so: string }> {
  const bill = await world.visitBill(here);
  const paid = await world.pay(bill._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: bill.conlai });
  expect(paid.statusCode, paid.body).toBe(201);
  return { id: bill._id, so: bill.so };
}

/** The year's two digits the series carries (C26MAA in 2026). */
const series = () => `C${String(new Date().getFullYear() % 100).padStart(2, '0')}MAA`;

describe('e-invoices', { timeout: 60_000 }, () => {
  it('are off unless configured: a paid bill queues nothing, and the bill page cannot issue one', async () => {
    const { id, so } = await paidVisitBill();
    await app.outbox.drain();
    expect(await messagesOf(so)).toEqual([]);
    expect(await eInvoiceOf(id)).toEqual({ batdau: false, hoadondientu: null, dieuchinh: 0 });
    const refused = await call('POST', `/api/hoadon/${id}/hoadondientu`, here.cashier, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Chưa cấu hình hóa đơn điện tử/);
    expect(provider.standIn.requests).toHaveLength(0);
  });

  it('the e-invoice request shape against the stand-in: a settled bill goes to Viettel with its payment', async () => {
    const saved = await configure('VIETTEL');
    // The passwords are never answered, only whether they are set.
    expect(saved.body).not.toContain(provider.password);
    expect(saved.json().data).toMatchObject({ hddt_matkhau_daluu: true, hddt_hoatdong: true });
    const opened = await call('POST', '/api/hoadon', here.cashier, {
      benhnhan_id: here.patient,
      dong: [
        { loai: 'DICH_VU', dichvu_id: here.consultation, soluong: 1 },
        { loai: 'SAN_PHAM', sanpham_id: saline!._id, soluong: 2 },
      ],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const bill = opened.json().data;
    const discount = await call('PUT', `/api/hoadon/${bill._id}/giamgia`, here.cashier, {
      giamgia: 21_600,
      giamgia_lydo: 'Khách quen',
    });
    expect(discount.statusCode, discount.body).toBe(200);
    expect((await world.pay(bill._id, here.cashier, { phuongthuc: 'TIEN_MAT', sotien: 100_000 })).statusCode).toBe(201);
    // Not settled yet: nothing is invoiced before the bill is paid in full.
    expect(await eInvoiceOf(bill._id)).toMatchObject({ batdau: true, hoadondientu: null });
    const last = await world.pay(bill._id, here.cashier, { phuongthuc: 'CHUYEN_KHOAN', sotien: 94_400 });
    expect(last.statusCode, last.body).toBe(201);
    await app.background.settled();
    await app.outbox.drain();

    const { hoadondientu: invoice } = await eInvoiceOf(bill._id);
    expect(provider.problems).toEqual([]);
    expect(invoice).toMatchObject({
      trangthai: 'DA_PHAT_HANH',
      nhacungcap: 'VIETTEL',
      mauso: '1/001',
      kyhieu: series(),
      sohoadon: `${series()}00000001`,
      matracuu: 'TRACUU1',
      tongtien: 194_400,
      tienthue: 5_400,
      nguoimua_ten: 'Người mua không cung cấp thông tin',
      solan: 1,
      loi: null,
    });
    const [login, create] = provider.standIn.requests;
    expect(login).toMatchObject({
      path: '/auth/login',
      body: { username: provider.user, password: provider.password },
    });
    expect(create!.path).toBe(`${VIETTEL_API}/InvoiceAPI/InvoiceWS/createInvoice/0312345678`);
    expect(create!.headers.cookie).toBe('access_token=token-1');
    expect(create!.body).toMatchObject({
      generalInvoiceInfo: {
        transactionUuid: invoice._id,
        invoiceType: '1',
        templateCode: '1/001',
        invoiceSeries: series(),
        currencyCode: 'VND',
        adjustmentType: '1',
        paymentStatus: true,
      },
      buyerInfo: { buyerName: 'Người mua không cung cấp thông tin', buyerNotGetInvoice: 1 },
      sellerInfo: { sellerTaxCode: '0312345678' },
      payments: [{ paymentMethodName: 'TM/CK' }],
      // 21.600 đ off the bill, spread in proportion: 15.000 on the consultation, 6.600 on the saline; the saline's
      // 10 % VAT is taken out of what it cost (59.400 = 54.000 + 5.400); the consultation carries none (KCT: -2).
      itemInfo: [
        {
          lineNumber: 1,
          itemName: 'Khám nội tổng quát',
          unitName: 'Lần',
          quantity: 1,
          unitPrice: 150_000,
          itemTotalAmountWithoutTax: 150_000,
          itemDiscount: 15_000,
          itemTotalAmountAfterDiscount: 135_000,
          taxPercentage: -2,
          taxAmount: 0,
          itemTotalAmountWithTax: 135_000,
        },
        {
          lineNumber: 2,
          itemName: 'Nước muối sinh lý 500 ml',
          quantity: 2,
          unitPrice: 30_000,
          itemTotalAmountWithoutTax: 60_000,
          itemDiscount: 6_000,
          itemTotalAmountAfterDiscount: 54_000,
          taxPercentage: 10,
          taxAmount: 5_400,
          itemTotalAmountWithTax: 59_400,
        },
      ],
      summarizeInfo: {
        totalAmountWithoutTax: 189_000,
        totalTaxAmount: 5_400,
        totalAmountWithTax: 194_400,
        totalAmountWithTaxInWords: 'Một trăm chín mươi tư nghìn bốn trăm đồng chẵn',
      },
      taxBreakdowns: [
        { taxPercentage: -2, taxableAmount: 135_000, taxAmount: 0 },
        { taxPercentage: 10, taxableAmount: 54_000, taxAmount: 5_400 },
      ],
    });
    const [message] = await messagesOf(bill.so);
    expect(message).toMatchObject({ kenh: 'HDDT', trangthai: 'SENT', nhacungcap: 'sinvoice', loai: 'hoadondientu' });
  });

  it('issues a buyer’s invoice from the bill page through VNPT, once', async () => {
    await configure('VNPT', { hddt_tudong: false });
    const { id } = await paidVisitBill();
    await app.outbox.drain();
    expect(await eInvoiceOf(id)).toMatchObject({ batdau: true, hoadondientu: null });
    const before = provider.standIn.requests.length;
    const buyer = {
      nguoimua_ten: 'Công ty TNHH An Bình',
      nguoimua_mst: '0301234567',
      nguoimua_diachi: '12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh',
      nguoimua_email: 'ketoan@anbinh.vn',
    };
    const issued = await call('POST', `/api/hoadon/${id}/hoadondientu`, here.cashier, buyer);
    expect(issued.statusCode, issued.body).toBe(201);
    await app.background.settled();
    await app.outbox.drain();
    const { hoadondientu: invoice } = await eInvoiceOf(id);
    expect(invoice).toMatchObject({
      trangthai: 'DA_PHAT_HANH',
      nhacungcap: 'VNPT',
      nguoimua_ten: buyer.nguoimua_ten,
      nguoimua_mst: buyer.nguoimua_mst,
      tongtien: 435_000,
      tienthue: 0,
      matracuu: expect.stringMatching(/^M1-26-/),
    });
    const request = provider.standIn.requests[before]!;
    expect(request.path).toBe(`${VNPT_BASE}/PublishService.asmx`);
    const { method, params } = soapCall(String(request.body));
    // A cash-register series (M) has its own call.
    expect(method).toBe('ImportAndPublishInvMTT');
    expect(params).toMatchObject({ pattern: '1/001', serial: series(), convert: '0' });
    const xml = params.xmlInvData!;
    expect(provider.problems).toEqual([]);
    expect(tags(xml, 'key')).toEqual([invoice._id]);
    expect(tags(xml, 'THHDVu')).toEqual(['Khám nội tổng quát', 'Điện tâm đồ', 'Xét nghiệm mỡ máu']);
    expect(tags(xml, 'TSuat')).toEqual(['KCT', 'KCT', 'KCT', 'KCT']);
    expect(tags(xml, 'MST')).toEqual(['0312345678', buyer.nguoimua_mst]);
    expect(tags(xml, 'DCTDTu')).toEqual([buyer.nguoimua_email]);
    expect(tags(xml, 'TgTTTBSo')).toEqual(['435000']);
    expect(tags(xml, 'TgTTTBChu')).toEqual(['Bốn trăm ba mươi lăm nghìn đồng chẵn']);
    expect(invoice.sohoadon).toBe(String(provider.issued));
    // Issued once: a second request is refused and nothing more is sent.
    const again = await call('POST', `/api/hoadon/${id}/hoadondientu`, here.cashier, {});
    expect(again.statusCode).toBe(409);
  });

  it('retries a provider fault with backoff, records a refusal, and sends a refused invoice again', async () => {
    await configure('VIETTEL');
    provider.mode = 'down';
    const { id, so } = await paidVisitBill();
    await app.background.settled();
    await app.outbox.drain();
    expect((await eInvoiceOf(id)).hoadondientu).toMatchObject({ trangthai: 'CHO_GUI', loi: 'HTTP 503', solan: 1 });
    const [waiting] = await messagesOf(so);
    expect(waiting).toMatchObject({ trangthai: 'QUEUED', solan: 1 });
    expect(waiting!.guitiep.getTime()).toBeGreaterThan(Date.now());
    // The retry falls due; now the provider refuses the invoice itself: no more retries.
    provider.mode = 'refuse';
    await db
      .update(outbox)
      .set({ guitiep: new Date(Date.now() - 1000) })
      .where(eq(outbox._id, waiting!._id));
    await app.outbox.drain();
    expect((await eInvoiceOf(id)).hoadondientu).toMatchObject({
      trangthai: 'LOI',
      loi: 'SInvoice TEMPLATE_NOT_FOUND: Mẫu hóa đơn không tồn tại',
      solan: 2,
      sohoadon: null,
    });
    provider.mode = 'ok';
    const sent = await call('POST', `/api/hoadon/${id}/hoadondientu/guilai`, here.cashier);
    expect(sent.statusCode, sent.body).toBe(200);
    await app.background.settled();
    await app.outbox.drain();
    expect((await eInvoiceOf(id)).hoadondientu).toMatchObject({ trangthai: 'DA_PHAT_HANH', solan: 3, loi: null });
    const notFailed = await call('POST', `/api/hoadon/${id}/hoadondientu/guilai`, here.cashier);
    expect(notFailed.statusCode).toBe(409);
  });

  it('says an adjusting invoice is owed once a refund lowers an invoiced bill', async () => {
    await configure('VIETTEL');
    const { id } = await paidVisitBill();
    await app.background.settled();
    await app.outbox.drain();
    expect(await eInvoiceOf(id)).toMatchObject({ dieuchinh: 0, hoadondientu: { trangthai: 'DA_PHAT_HANH' } });
    const refunded = await call('POST', `/api/hoadon/${id}/hoantien`, here.cashier, {
      sotien: 85_000,
      lydo: 'Không đo điện tâm đồ',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await eInvoiceOf(id)).toMatchObject({ dieuchinh: 85_000, hoadondientu: { tongtien: 435_000 } });
  });

  it('makes one invoice per bill when two cashiers ask at the same moment', async () => {
    await configure('VIETTEL', { hddt_tudong: false });
    const { id } = await paidVisitBill();
    const answers = await Promise.all([
      call('POST', `/api/hoadon/${id}/hoadondientu`, here.cashier, {}),
      call('POST', `/api/hoadon/${id}/hoadondientu`, here.manager, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await db.select().from(eInvoices).where(eq(eInvoices.hoadon_id, id))).toHaveLength(1);
    await app.background.settled();
    await app.outbox.drain();
  });

  it('refuses settings a provider would refuse, under their fields', async () => {
    const bad = await call('PUT', '/api/cauhinh', owner, { hddt_kyhieu: 'c26maa', hddt_masothue: '123' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['hddt_kyhieu', 'hddt_masothue']);
  });
});
