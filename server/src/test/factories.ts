// Test data made through the same code the product uses: staff accounts with a role, signed in over HTTP.
import type { RoleCode } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { roles, staff } from '../db/schema';
import { hashPassword } from '../modules/auth/password';

let sequence = 0;

export interface TestStaff {
  _id: string;
  taikhoan: string;
  matkhau: string;
  role: RoleCode;
}

export async function createStaff(
  db: Database,
  options: { role?: RoleCode; taikhoan?: string; matkhau?: string; kichhoat?: boolean } = {},
): Promise<TestStaff> {
  const role = options.role ?? 'BACSY';
  const taikhoan = options.taikhoan ?? `nhanvien${++sequence}`;
  const matkhau = options.matkhau ?? 'matkhau-an-toan';
  const [vaitro] = await db.select({ _id: roles._id }).from(roles).where(eq(roles.ma, role));
  if (!vaitro) throw new Error(`role ${role} is not seeded`);
  const [row] = await db
    .insert(staff)
    .values({
      taikhoan,
      matkhau: await hashPassword(matkhau),
      hoten: `Nhân viên ${taikhoan}`,
      vaitro_id: vaitro._id,
      kichhoat: options.kichhoat ?? true,
    })
    .returning({ _id: staff._id });
  return { _id: row!._id, taikhoan, matkhau, role };
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  cookies: Record<string, string>;
}

export async function signIn(app: FastifyInstance, who: { taikhoan: string; matkhau: string }): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/nhanvien/login',
    payload: { taikhoan: who.taikhoan, matkhau: who.matkhau },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { token, refreshToken } = response.json().data as { token: string; refreshToken: string };
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return { token, refreshToken, cookies };
}
