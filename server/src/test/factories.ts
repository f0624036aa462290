// Test data made through the same code the product uses: staff accounts with a role, signed in over HTTP.
import type { RoleCode, RoleMenuEntry } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { clinics, roles, staff } from '../db/schema';
import { hashPassword } from '../lib/password';
import { TEST_JWT_SECRET } from './app';

let sequence = 0;

export interface TestStaff {
  _id: string;
  taikhoan: string;
  matkhau: string;
  role: RoleCode;
}

export async function createStaff(
  db: Database,
  options: { role?: RoleCode; taikhoan?: string; matkhau?: string; kichhoat?: boolean; phongkham_id?: string } = {},
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
      phongkham_id: options.phongkham_id ?? null,
    })
    .returning({ _id: staff._id });
  return { _id: row!._id, taikhoan, matkhau, role };
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  cookies: Record<string, string>;
}

let addresses = 0;

/**
 * A client address no other request has used. Sign-in allows 20 attempts a minute per address, so tests that sign
 * in often send each attempt from its own address (inject's `remoteAddress`).
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Signs in over HTTP, each time from a fresh address unless one is given. */
export async function signIn(
  app: FastifyInstance,
  who: { taikhoan: string; matkhau: string },
  options: { remoteAddress?: string } = {},
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/nhanvien/login',
    payload: { taikhoan: who.taikhoan, matkhau: who.matkhau },
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { token, refreshToken } = response.json().data as { token: string; refreshToken: string };
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return { token, refreshToken, cookies };
}

/** The claims of an access token, read without checking its signature. */
export function tokenClaims(token: string): { sub: string; sid: string; iat: number; exp: number } {
  return decodeJwt(token) as { sub: string; sid: string; iat: number; exp: number };
}

/**
 * An access token signed like the server's (HS256), with the claims, times (seconds since the epoch) and secret
 * given: an expired token, one signed with another secret.
 */
export async function accessToken(
  claims: { sub: string; sid: string },
  options: { iat?: number; exp?: number; secret?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 900)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/**
 * The token with one character of its signature changed. The change is in the middle: the last character of an
 * HS256 signature carries unused bits, so changing it may leave the decoded signature, and the token, valid.
 */
export function tamperSignature(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const i = Math.floor(signature.length / 2);
  const changed = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${changed}${signature.slice(i + 1)}`;
}

/** The token with its claims changed and its original signature kept. */
export function tamperClaims(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...changes };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

let roleSequence = 0;

/**
 * A staff account whose role holds exactly `menu` (e.g. view and create on /tin-tuc, nothing else), signed in:
 * what the authorization tests of one flag need.
 */
export async function staffWithMenu(
  app: FastifyInstance,
  db: Database,
  menu: RoleMenuEntry[],
  options: { phongkham_id?: string | null } = {},
): Promise<SignedIn> {
  const ma = `KIEMTHU${++roleSequence}`;
  const [role] = await db
    .insert(roles)
    .values({ ma: ma as RoleCode, ten: `Vai trò kiểm thử ${roleSequence}`, menu })
    .returning({ _id: roles._id });
  const taikhoan = `kiemthu${roleSequence}`;
  const matkhau = 'matkhau-an-toan';
  await db.insert(staff).values({
    taikhoan,
    matkhau: await hashPassword(matkhau),
    hoten: `Người kiểm thử ${roleSequence}`,
    vaitro_id: role!._id,
    phongkham_id: options.phongkham_id ?? null,
  });
  return signIn(app, { taikhoan, matkhau });
}

let clinicSequence = 0;

/** Another clinic of the installation (besides the site's own), for the tests of clinic scoping. */
export async function createClinic(db: Database, ten?: string): Promise<string> {
  clinicSequence += 1;
  const [row] = await db
    .insert(clinics)
    .values({
      ten: ten ?? `Phòng khám kiểm thử ${clinicSequence}`,
      diachi: `${clinicSequence} Đường Kiểm Thử, Phường Sài Gòn, TP. Hồ Chí Minh`,
      dienthoai: '0281234567',
    })
    .returning({ _id: clinics._id });
  return row!._id;
}

/** A role-menu entry for one url with the given flags and actions. */
export const menuEntry = (
  url: string,
  flags: Partial<Record<'view' | 'create' | 'update' | 'delete', boolean>>,
  actions: RoleMenuEntry['actions'] = [],
): RoleMenuEntry => ({ url, view: false, create: false, update: false, delete: false, ...flags, actions });

/**
 * A request to the API as a signed-in staff member (or nobody), in a language: what the resource tests of every
 * module on the kit send. `call('PUT', url, editor, body, 'en')`.
 */
export function apiCaller(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: SignedIn,
    payload?: unknown,
    lang = 'vi',
  ) =>
    app.inject({
      method,
      url,
      payload: payload as object,
      headers: { i18nextLng: lang, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
}

/**
 * Lifts the public forms' per-phone limit (/admin/setting) for a test file that sends many forms from one phone on
 * purpose; the limit itself is tested with the requests.
 */
export async function allowRepeatedPhones(app: FastifyInstance, db: Database): Promise<void> {
  const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
  const answer = await app.inject({
    method: 'PUT',
    url: '/api/cauhinh',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { gioihan_sodienthoai: 100, gioihan_diachi: 1000 },
  });
  if (answer.statusCode !== 200) throw new Error(`settings refused: ${answer.statusCode} ${answer.body}`);
}
