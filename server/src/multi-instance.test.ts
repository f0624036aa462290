// Two real servers (npm start's script, as child processes) on one PostgreSQL database and one shared uploads folder,
// as behind the reverse proxy of docs/recipes/several-instances.md: a session made on one works on the other, rate
// limits and sign-in locks count across both, a live event made on one reaches a stream open on the other, an upload
// through one is served by the other, and a settings change through one drops the other's cached pages
// (docs/decisions/0031-several-instances.md). PGlite is one process by design: the file runs on PostgreSQL only.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort, startOnFreePort, startScript, type ServerProcess } from '../../scripts/server-process.mjs';
import { testDatabaseKind } from './test/database';
import { multipartBody } from './test/multipart';
import { postgresStatement } from './test/postgres-admin';

const ADMIN_PASSWORD = 'hai-may-chu-1';

interface Instance extends ServerProcess {
  dataDir: string;
}

/** One instance on its own port and data directory (its database and uploads come from `env`). */
async function startInstance(env: Record<string, string>, pickPort?: () => Promise<number>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'phongkham-instance-'));
  const server = await startOnFreePort({ env: { DATA_DIR: dataDir, HTML_CACHE: 'true', ...env }, pickPort });
  return { ...server, dataDir };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  await instance.stop();
  await rm(instance.dataDir, { recursive: true, force: true });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const json = (body: unknown, token?: string) => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

describe.skipIf(testDatabaseKind !== 'postgres')('two instances on one PostgreSQL', { timeout: 60_000 }, () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `phongkham_instances_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => postgresStatement(serverUrl, statement);
  let uploadsDir = '';
  let a: Instance;
  let b: Instance;
  let token = '';
  let refreshToken = '';
  let env: Record<string, string> = {};

  beforeAll(async () => {
    // The run's seeded template (migrated, demo content) and its pictures in the folder both instances share.
    await admin(`create database "${name}" template "${inject('postgresSeededTemplate')}"`);
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'phongkham-shared-uploads-'));
    await cp(path.join(inject('seedDataDir'), 'uploads'), uploadsDir, { recursive: true });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = {
      DATABASE_URL: url.href,
      UPLOADS_DIR: uploadsDir,
      ADMIN_PASSWORD,
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    // One after the other: the first creates the owner account, the second finds it.
    a = await startInstance(env);
    b = await startInstance(env);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await admin(`drop database if exists "${name}" with (force)`);
    await rm(uploadsDir, { recursive: true, force: true });
  }, 60_000);

  it('starts on another port when the one it was given is taken before it listens', async () => {
    // A's port stands for one another process took between the free-port check and the listen.
    const picks = [a.port];
    const c = await startInstance(env, async () => picks.shift() ?? freePort());
    try {
      expect(c.port).not.toBe(a.port);
      expect((await fetch(`${c.url}/api/health`)).status).toBe(200);
    } finally {
      await stopInstance(c);
    }
  });

  it("runs Node with the start script's V8 flags, as npm start does", async () => {
    // (Its environment cannot be read back the same way: glibc cuts GLIBC_TUNABLES in /proc while parsing it.)
    const { nodeFlags } = startScript();
    expect(nodeFlags.length).toBeGreaterThan(0);
    const argv = (await readFile(`/proc/${a.child.pid}/cmdline`, 'utf8')).split('\0');
    expect(argv).toEqual(expect.arrayContaining([...nodeFlags, 'scripts/start.mjs']));
  });

  it('keeps a session made on one instance on the other, through rotation and sign-out', async () => {
    const login = await fetch(`${a.url}/api/nhanvien/login`, {
      method: 'POST',
      ...json({ taikhoan: 'admin', matkhau: ADMIN_PASSWORD }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    ({ token, refreshToken } = (await login.json()).data);
    const me = await fetch(`${b.url}/api/nhanvien/me`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect((await me.json()).data.taikhoan).toBe('admin');
    // Rotated on B: the session rows are shared.
    const rotated = await fetch(`${b.url}/api/nhanvien/refresh-token`, { method: 'POST', ...json({ refreshToken }) });
    expect(rotated.status).toBe(200);
    const fresh = (await rotated.json()).data;
    expect((await fetch(`${a.url}/api/nhanvien/me`, { headers: bearer(fresh.token) })).status).toBe(200);
    // Signed out on A: over on B too, for its access token and its refresh token.
    const out = await fetch(`${a.url}/api/nhanvien/logout`, {
      method: 'POST',
      ...json({ refreshToken: fresh.refreshToken }),
    });
    expect(out.status).toBe(200);
    expect((await fetch(`${b.url}/api/nhanvien/me`, { headers: bearer(fresh.token) })).status).toBe(401);
    const after = await fetch(`${b.url}/api/nhanvien/refresh-token`, {
      method: 'POST',
      ...json({ refreshToken: fresh.refreshToken }),
    });
    expect(after.status).toBe(401);
    // A new session for the rest of the file.
    const again = await fetch(`${b.url}/api/nhanvien/login`, {
      method: 'POST',
      ...json({ taikhoan: 'admin', matkhau: ADMIN_PASSWORD }),
    });
    expect(again.status).toBe(200);
    ({ token, refreshToken } = (await again.json()).data);
    expect((await fetch(`${a.url}/api/nhanvien/me`, { headers: bearer(token) })).status).toBe(200);
  });

  it('delivers a live event made on B to a stream opened on A', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${a.url}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended before "${text}":\n${received}`);
        received += value;
      }
    };
    try {
      // The stream is subscribed once its first line is written.
      await readUntil('retry:');
      const booking = await fetch(`${b.url}/api/yeucau`, {
        method: 'POST',
        ...json({ loaiyeucau: 'HO_TRO_TU_VAN', hoten: 'Lê Văn Hai', dienthoai: '0912000222', dongy: true }),
      });
      expect(booking.status, await booking.clone().text()).toBe(201);
      const { _id } = (await booking.json()).data;
      await readUntil(_id);
      expect(received).toMatch(/event: yeucau\.moi\ndata: [^\n]*/);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });

  it('serves from B a picture uploaded through A', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#06adf0' } })
      .png()
      .toBuffer();
    const body = multipartBody({}, [{ filename: 'anh.png', contentType: 'image/png', bytes: png }]);
    const upload = await fetch(`${a.url}/api/uploads`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(body.payload),
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url } = (await upload.json()).data;
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("drops B's cached pages when the settings change through A", async () => {
    const home = () => fetch(`${b.url}/`);
    expect((await home()).status).toBe(200);
    await vi.waitFor(async () => expect((await home()).headers.get('x-cache')).toBe('HIT'));
    const newName = `Phong kham Hai May ${randomBytes(3).toString('hex')}`;
    expect(await (await home()).text()).not.toContain(newName);

    const { _id, updatedAt, logo, ...fields } = (await (await fetch(`${a.url}/api/setting`)).json()).data;
    void _id;
    void updatedAt;
    const saved = await fetch(`${a.url}/api/setting`, {
      method: 'PUT',
      ...json({ ...fields, logo_id: logo?._id ?? null, tenphongkham: newName }, token),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // B hears the change within moments, long before its page cache's time limit.
    await vi.waitFor(async () => expect(await (await home()).text()).toContain(newName), { timeout: 10_000 });
  });

  it('counts a rate limit across both instances', async () => {
    // Five recovery requests per address asked about in each window, sent alternately to A and B.
    const ask = (instance: Instance) =>
      fetch(`${instance.url}/api/nhanvien/forgot-password/email`, {
        method: 'POST',
        ...json({ email: 'khong-ai@example.com' }),
      });
    for (const instance of [a, b, a, b, a]) expect((await ask(instance)).status).toBe(200);
    const refused = await ask(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(a)).status).toBe(429);
  });

  it('locks an account after five wrong passwords spread over both instances', async () => {
    const signIn = (instance: Instance, matkhau: string) =>
      fetch(`${instance.url}/api/nhanvien/login`, { method: 'POST', ...json({ taikhoan: 'admin', matkhau }) });
    for (const instance of [a, b, a, b, a]) expect((await signIn(instance, 'sai-mat-khau')).status).toBe(401);
    // Locked on both, the right password included.
    expect((await signIn(b, ADMIN_PASSWORD)).status).toBe(429);
    expect((await signIn(a, ADMIN_PASSWORD)).status).toBe(429);
  });
});
