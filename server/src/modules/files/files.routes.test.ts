import { count, eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress, signIn } from '../../test/factories';
import { multipartBody, type FilePart } from '../../test/multipart';

const { app, database, dataDir } = await buildTestApp();
const db = database.db;
const member = await createStaff(db, { taikhoan: 'tai.anh' });
const session = await signIn(app, member);
const uploadsDir = path.join(dataDir, 'uploads');

const upload = (parts: FilePart[], fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const body = multipartBody(fields, parts);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    remoteAddress: nextAddress(),
    headers: { ...body.headers, authorization: `Bearer ${session.token}`, ...headers },
  });
};

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#06adf0' } })
    .png()
    .toBuffer();
const fileCount = async () => (await db.select({ n: count() }).from(files))[0]!.n;
const storedNames = async () => (await readdir(uploadsDir).catch(() => [] as string[])).sort();

describe('POST /api/uploads', () => {
  it('stores a picture re-encoded under a server-chosen name and answers its id and address', async () => {
    const before = await fileCount();
    const response = await upload([{ filename: 'anh dai dien.png', contentType: 'image/png', bytes: await png() }], {
      folder_id: 'avatars',
      provider: 'local',
    });
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/uploads/${data._id}.webp`,
      tenfile: 'anh dai dien.png',
      loai: 'image/webp',
      kichthuoc: expect.any(Number),
      chieurong: 64,
      chieucao: 48,
      folder_id: 'avatars',
      provider: 'local',
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(await fileCount()).toBe(before + 1);
    const [row] = await db.select().from(files).where(eq(files._id, data._id));
    expect(row).toMatchObject({ createdBy: member._id, duongdan: `${data._id}.webp` });

    const stored = await readFile(path.join(uploadsDir, `${data._id}.webp`));
    expect(stored.length).toBe(data.kichthuoc);
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('answers with the same metadata at GET /api/files/:id, and 404 for an unknown id', async () => {
    const { data } = (await upload([{ filename: 'a.png', bytes: await png(10, 10) }])).json();
    const response = await app.inject({
      method: 'GET',
      url: `/api/files/${data._id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/files/01900000-0000-7000-8000-000000000000',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/files/${data._id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('drops EXIF and GPS: the stored picture carries no metadata', async () => {
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhongKhamCam', Model: 'Bi mat 3000', Copyright: 'Nguyen Van An' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '10/1 46/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '106/1 41/1 0/1',
        },
      })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(photo.includes(Buffer.from('PhongKhamCam'))).toBe(true);

    const response = await upload([{ filename: 'IMG_0001.jpg', contentType: 'image/jpeg', bytes: photo }]);
    expect(response.statusCode).toBe(201);
    const stored = await readFile(path.join(uploadsDir, `${response.json().data._id}.webp`));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    for (const secret of ['PhongKhamCam', 'Bi mat 3000', 'Nguyen Van An', 'Exif']) {
      expect(stored.includes(Buffer.from(secret)), secret).toBe(false);
    }
  });

  it('refuses a text file renamed .png with 400, in vi and en, storing nothing', async () => {
    const before = await fileCount();
    const names = await storedNames();
    const text = {
      filename: 'ghi-chu.png',
      contentType: 'image/png',
      bytes: Buffer.from('Đây không phải là ảnh\n'.repeat(50)),
    };
    const vi = await upload([text]);
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      success: false,
      message: 'Tệp tải lên không phải là ảnh hợp lệ. Chỉ chấp nhận ảnh JPEG, PNG, WebP, GIF, AVIF, HEIC hoặc TIFF.',
      errors: {
        file: 'Tệp tải lên không phải là ảnh hợp lệ. Chỉ chấp nhận ảnh JPEG, PNG, WebP, GIF, AVIF, HEIC hoặc TIFF.',
      },
    });
    const en = await upload([text], {}, { i18nextLng: 'en' });
    expect(en.json().message).toMatch(/^The uploaded file is not a valid image/);
    // An SVG, which can carry script, is refused too, whatever it claims to be.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload([{ filename: 'logo.png', contentType: 'image/png', bytes: svg }])).statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
    expect(await storedNames()).toEqual(names);
  });

  it('refuses a picture over 5 MB with 413, in the caller’s language, storing nothing', async () => {
    // Random noise does not compress: a real, decodable PNG of about 6.7 MB.
    const noise = Buffer.alloc(1500 * 1500 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const before = await fileCount();
    const vi = await upload([{ filename: 'lon.png', contentType: 'image/png', bytes: big }]);
    expect(vi.statusCode).toBe(413);
    expect(vi.json()).toEqual({ success: false, message: 'Ảnh tải lên vượt quá 5 MB, vui lòng chọn ảnh nhỏ hơn.' });
    const en = await upload([{ filename: 'lon.png', bytes: big }], {}, { i18nextLng: 'en' });
    expect(en.json().message).toBe('The image is larger than 5 MB, please choose a smaller one.');
    expect(await fileCount()).toBe(before);
  });

  it('answers 413 while the body is still arriving: the limit does not wait for the whole upload', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = '----dangtai';
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/uploads',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${session.token}`,
          // Far more is announced than is ever sent.
          'content-length': String(100 * 1024 * 1024),
        },
      });
      req.on('response', (response) => {
        expect(response.headers.connection).toBe('close');
        resolve(response.statusCode ?? 0);
      });
      req.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      // 6 MB of the promised 100, then silence: only an answer given while streaming ends this test.
      const chunk = Buffer.alloc(256 * 1024, 7);
      for (let i = 0; i < 24; i++) req.write(chunk);
      setTimeout(() => reject(new Error('no answer while the body was still arriving')), 10_000);
    });
    expect(status).toBe(413);
    // The server let go of the connection instead of keeping it paused.
    const connections = () => new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n)));
    await expect.poll(connections, { timeout: 5000 }).toBe(0);
  });

  it('checks the fields: provider must be local, folder_id a short name', async () => {
    const picture = [{ filename: 'a.png', bytes: await png(8, 8) }];
    const provider = await upload(picture, { provider: 's3' });
    expect(provider.statusCode).toBe(400);
    expect(provider.json().errors).toEqual({ provider: 'Nơi lưu trữ không được hỗ trợ' });
    const folder = await upload(picture, { folder_id: '../../etc' }, { i18nextLng: 'en' });
    expect(folder.json().errors).toEqual({
      folder_id: 'A folder may only contain unaccented letters, digits, hyphens and underscores',
    });
  });

  it('asks for a file when none is sent, takes one file only, and wants multipart', async () => {
    const none = await upload([], { provider: 'local' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'Vui lòng chọn một tệp ảnh để tải lên.',
      errors: { file: 'Vui lòng chọn một tệp ảnh để tải lên.' },
    });
    const two = await upload([
      { filename: 'a.png', bytes: await png(8, 8) },
      { filename: 'b.png', bytes: await png(8, 8) },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Mỗi lần chỉ tải lên một tệp.');
    const json = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'khong-phai-tep' },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().success).toBe(false);
  });

  it('refuses anyone not signed in with 401, storing nothing', async () => {
    const before = await fileCount();
    const body = multipartBody({}, [{ filename: 'a.png', bytes: await png(8, 8) }]);
    const response = await app.inject({ method: 'POST', url: '/api/uploads', ...body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
    });
    expect(await fileCount()).toBe(before);
  });
});

describe('the upload quota per staff member', () => {
  it('refuses with 429 once a member has stored 200 MB in 24 hours, and counts only those 24 hours', async () => {
    const busy = await createStaff(db, { taikhoan: 'tai.nhieu' });
    const busySession = await signIn(app, busy);
    const send = async (lang = 'vi') => {
      const body = multipartBody({}, [{ filename: 'them.png', contentType: 'image/png', bytes: await png() }]);
      return app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        remoteAddress: nextAddress(),
        headers: { ...body.headers, authorization: `Bearer ${busySession.token}`, i18nextLng: lang },
      });
    };
    // What they stored earlier today: just under the default 200 MB.
    const [earlier] = await db
      .insert(files)
      .values({
        tenfile: 'truoc-do.webp',
        duongdan: `quota-${busy._id}.webp`,
        loai: 'image/webp',
        kichthuoc: 200 * 1024 * 1024 - 10,
        createdBy: busy._id,
      })
      .returning({ _id: files._id });
    const before = await fileCount();
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Bạn đã tải lên quá 200 MB trong 24 giờ qua. Vui lòng thử lại sau, hoặc nhờ quản trị viên nâng hạn mức.',
    });
    expect((await send('en')).json().message).toMatch(/^You have uploaded more than 200 MB in the last 24 hours/);
    expect(await fileCount()).toBe(before);
    // Someone else is not held back by it.
    expect((await upload([{ filename: 'khac.png', contentType: 'image/png', bytes: await png() }])).statusCode).toBe(
      201,
    );
    // A day later the earlier uploads no longer count.
    await db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(files._id, earlier!._id));
    expect((await send()).statusCode).toBe(201);
  });
});

describe('GET /uploads/<key>', () => {
  it('serves the stored picture with a year-long immutable cache and nosniff', async () => {
    const { data } = (await upload([{ filename: 'a.png', bytes: await png(20, 20) }])).json();
    const response = await app.inject({ method: 'GET', url: data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.length).toBe(data.kichthuoc);
  });

  it('answers 404 for a key that is not stored and for anything that is not a stored key', async () => {
    for (const url of [
      '/uploads/01900000-0000-7000-8000-000000000000.webp',
      '/uploads/../secrets/jwt-secret',
      '/uploads/%2e%2e/secrets/jwt-secret',
      '/uploads/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('GET /api/nhanvien/me with an avatar', () => {
  it('answers the avatar’s address and size', async () => {
    const { data } = (await upload([{ filename: 'mat.png', bytes: await png(30, 40) }])).json();
    await db.update(staff).set({ hinhanh_id: data._id }).where(eq(staff._id, member._id));
    const response = await app.inject({
      method: 'GET',
      url: '/api/nhanvien/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.json().data).toMatchObject({
      hinhanh_id: data._id,
      hinhanh: { _id: data._id, url: data.url, chieurong: 30, chieucao: 40 },
    });
  });
});
