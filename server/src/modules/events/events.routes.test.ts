import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { clinicDay } from '@phongkham/contracts';
import { catalogueEntries, doctors, patients, serviceGroups, services, settings, visits } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import {
  apiCaller,
  createClinic,
  createStaff,
  menuEntry,
  nextAddress,
  signIn,
  staffWithMenu,
  type SignedIn,
} from '../../test/factories';
import { publishEvent } from '../../lib/live-events';

// The streams need a real socket; the app's close (buildTestApp's) ends any left open, or the file would hang.
const { app, database } = await buildTestApp();
const { db } = database;
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const [site] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings);
const clinic = site!.phongkham_id;

const receptionist = await staffWithMenu(app, db, [menuEntry('/yeu-cau', { view: true })], { phongkham_id: clinic });
const editor = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })], { phongkham_id: clinic });
const elsewhere = await staffWithMenu(app, db, [menuEntry('/yeu-cau', { view: true })], {
  phongkham_id: await createClinic(db),
});

interface Received {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** An open stream: the events parsed so far, a wait for one matching, and its end. */
function connect(who: SignedIn | null, headers: Record<string, string> = {}) {
  const events: Received[] = [];
  const waiters: { match: (event: Received) => boolean; resolve: (event: Received) => void }[] = [];
  let buffer = '';
  let status = 0;
  let resolveOpen: () => void;
  const opened = new Promise<void>((resolve) => (resolveOpen = resolve));
  let resolveEnded: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  const req = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/events',
      headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    },
    (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          // The comment the server writes once it is listening (after any replay).
          if (block.startsWith(': connected')) resolveOpen();
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (!fields.id) continue;
          const event = { id: Number(fields.id), event: fields.event!, data: JSON.parse(fields.data!) };
          events.push(event);
          for (const waiter of waiters.filter((w) => w.match(event))) waiter.resolve(event);
        }
      });
      res.on('end', () => {
        resolveOpen();
        resolveEnded();
      });
    },
  );
  req.on('error', () => resolveOpen());
  return {
    events,
    opened,
    ended,
    status: () => status,
    next: (match: (event: Received) => boolean) => {
      const already = events.find(match);
      if (already) return Promise.resolve(already);
      return new Promise<Received>((resolve) => waiters.push({ match, resolve }));
    },
    close: () => req.destroy(),
  };
}

const sendRequest = async (hoten: string, dienthoai: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/yeucau',
    payload: { loaiyeucau: 'DAT_LICH_HEN', hoten, dienthoai },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data._id as string;
};

describe('GET /api/events', () => {
  it('answers 401 without a session', async () => {
    const stream = connect(null);
    await stream.opened;
    expect(stream.status()).toBe(401);
  });

  it('sends a new request only to staff who may view the inbox, and only of their clinic', async () => {
    const inboxStream = connect(receptionist);
    const editorStream = connect(editor);
    const otherClinic = connect(elsewhere);
    await Promise.all([inboxStream.opened, editorStream.opened, otherClinic.opened]);
    expect(inboxStream.status()).toBe(200);

    const id = await sendRequest('Hoàng Thị Mai', '0961000001');
    const arrived = await inboxStream.next((event) => event.data._id === id);
    expect(arrived).toMatchObject({ event: 'yeucau.moi', data: { _id: id, loaiyeucau: 'DAT_LICH_HEN' } });
    // An event for another clinic, sent after: once the inbox stream has it, the others had their chance too.
    const marker = await publishEvent(db, { loai: 'kiemthu', url: '/tin-tuc', phongkham_id: clinic, dulieu: {} });
    await editorStream.next((event) => event.id === marker);
    const other = await publishEvent(db, { loai: 'kiemthu', url: '/yeu-cau', phongkham_id: null, dulieu: {} });
    // Each stream is its own socket: one having the event says nothing of when another gets it.
    await Promise.all([
      otherClinic.next((event) => event.id === other),
      inboxStream.next((event) => event.id === other),
    ]);
    expect(editorStream.events.map((event) => event.event)).toEqual(['kiemthu']);
    expect(otherClinic.events.map((event) => event.id)).toEqual([other]);
    expect(inboxStream.events.map((event) => event.id)).toEqual([arrived.id, other]);
    for (const stream of [inboxStream, editorStream, otherClinic]) stream.close();
  });

  it('replays what a reconnecting stream missed, from Last-Event-ID, then goes on live', async () => {
    const first = connect(receptionist);
    await first.opened;
    const before = await sendRequest('Đặng Văn Nam', '0961000002');
    const seen = await first.next((event) => event.data._id === before);
    first.close();

    // While nobody listens: one request arrives and one is made for a place the receptionist cannot see.
    await publishEvent(db, { loai: 'kiemthu', url: '/tin-tuc', phongkham_id: clinic, dulieu: {} });
    const missed = await sendRequest('Đặng Thị Oanh', '0961000003');

    const resumed = connect(receptionist, { 'last-event-id': String(seen.id) });
    await resumed.opened;
    expect(resumed.events.map((event) => event.data._id)).toEqual([missed]);
    const after = await sendRequest('Đặng Văn Phong', '0961000004');
    await resumed.next((event) => event.data._id === after);
    expect(resumed.events.map((event) => event.data._id)).toEqual([missed, after]);
    resumed.close();
  });

  it("sends an order line's step only to readers whose care reaches its visit: its doctor and the lab, not another doctor", async () => {
    // Two doctors of the built-in role (no ALL on /kham-benh) with their profiles, and the lab's technician.
    const careDoctor = async () => {
      const account = await createStaff(db, { role: 'BACSY', phongkham_id: clinic });
      const [profile] = await db
        .insert(doctors)
        .values({ phongkham_id: clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
        .returning({ _id: doctors._id });
      return { who: await signIn(app, account), bacsi_id: profile!._id };
    };
    const a1 = await careDoctor();
    const a2 = await careDoctor();
    const lab = await staffWithMenu(app, db, [menuEntry('/xet-nghiem', { view: true, update: true })], {
      phongkham_id: clinic,
    });
    const [group] = await db
      .insert(serviceGroups)
      .values({ phongkham_id: clinic, tendanhmuc: 'Xét nghiệm (sự kiện)' })
      .returning({ _id: serviceGroups._id });
    const [test] = await db
      .insert(services)
      .values({
        phongkham_id: clinic,
        dmdichvu_id: group!._id,
        tendichvu: 'Đường huyết',
        gia: 50_000,
        loai: 'XET_NGHIEM',
      })
      .returning({ _id: services._id });
    const [room] = await db
      .insert(catalogueEntries)
      .values({ phongkham_id: clinic, loai: 'PHONG', ma: 'PSK1', ten: 'Phòng sự kiện' })
      .returning({ _id: catalogueEntries._id });
    const [patient] = await db
      .insert(patients)
      .values({ phongkham_id: clinic, ma: 'BN-9900001', hoten: 'Lý Thị Sự', dienthoai: '0961000099' })
      .returning({ _id: patients._id });
    const [visit] = await db
      .insert(visits)
      .values({
        phongkham_id: clinic,
        benhnhan_id: patient!._id,
        phong_id: room!._id,
        bacsi_id: a1.bacsi_id,
        ngay: clinicDay(),
        sothutu: 1,
      })
      .returning({ _id: visits._id });
    const streams = [connect(a1.who), connect(a2.who), connect(lab)];
    await Promise.all(streams.map((stream) => stream.opened));
    const [own, other, technician] = streams;
    const ordered = await apiCaller(app)('POST', '/api/xetnghiem', a1.who, {
      luotkham_id: visit!._id,
      dichvu_ids: [test!._id],
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const line = ordered.json().data[0]._id as string;
    const isLine = (event: Received) => event.event === 'chidinh.capnhat' && event.data._id === line;
    await Promise.all([own!.next(isLine), technician!.next(isLine)]);
    // A later event every one of them receives: once the other doctor has it, they had their chance at the first.
    const marker = await publishEvent(db, { loai: 'kiemthu', url: '/xet-nghiem', phongkham_id: clinic, dulieu: {} });
    await other!.next((event) => event.id === marker);
    expect(other!.events.filter(isLine)).toEqual([]);
    for (const stream of streams) stream.close();
  });

  // Last: it stops this file's app.
  it('ends open streams as soon as a stop begins, so the stop does not wait for them', async () => {
    const stream = connect(receptionist);
    await stream.opened;
    // A grace far beyond this test's own time limit: only ending the stream lets the stop finish in time.
    await app.drainAndClose({ graceMs: 600_000 });
    await stream.ended;
  });
});
