// The profile's avatar: a photo (with camera EXIF and GPS) is chosen, uploaded and saved with the profile; the
// header shows it at once and after a reload, and the stored picture is served cleaned and long-cached.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

const photo = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: '#2f8f5b' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="480" height="480"><circle cx="240" cy="200" r="110" fill="#f2d2b6"/><rect x="90" y="330" width="300" height="200" rx="120" fill="#0b3b55"/></svg>',
        ),
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Make: 'DienThoaiCuaBacSi' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1' } })
    .toBuffer();

describe('profile avatar', () => {
  it('uploads the chosen picture, saves the profile and shows the picture in the header', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD, '/admin/hosocanhan');
    const userButton = page.getByRole('button', { name: /Tài khoản của/ });
    await expect.poll(() => userButton.locator('img').count()).toBe(0);

    await page.locator('input[type=file]').setInputFiles({
      name: 'chan-dung.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect.poll(() => page.getByText('Ảnh mới sẽ được lưu khi bấm Lưu thay đổi.').count()).toBe(1);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    expect((await uploaded).status()).toBe(201);
    await expect.poll(() => page.getByText('Cập nhật Thông tin cá nhân thành công').count()).toBe(1);

    await expect.poll(() => userButton.locator('img').getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const src = (await userButton.locator('img').getAttribute('src'))!;
    // Loaded by the browser, not broken.
    await expect.poll(() => userButton.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

    const served = await fetch(`${journey.server.url}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('DienThoaiCuaBacSi'))).toBe(false);

    // The own info carries the picture: it is there after a reload, on every page.
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /Tài khoản của/ })
          .locator('img')
          .getAttribute('src'),
      )
      .toBe(src);
    await page.goto(`${journey.server.url}/admin/tai-khoan`);
    await expect.poll(() => page.getByRole('heading', { name: 'Tài khoản của tôi' }).count()).toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /Tài khoản của/ })
          .locator('img')
          .getAttribute('src'),
      )
      .toBe(src);
    await context.close();
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    const { context, page } = await journey.open({ lang: 'en', width: 375 });
    await page.goto(`${journey.server.url}/admin/dang-nhap`);
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/?$/);
    await page.goto(`${journey.server.url}/admin/hosocanhan`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect.poll(() => page.getByText('The chosen file is not an image.').count()).toBe(1);
    await context.close();
  });
});
