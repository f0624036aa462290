// The demo's people at work (docs/decisions/0062-demo-clinic.md): each signs in and calls the API as their screens
// would, so the demo's documents go through the same routes, checks, numbering and history as a person's clicks. The
// choices come from a seeded generator, so the same day makes the same demo.
import type { RoleCode } from '@phongkham/contracts';
import type { FastifyInstance } from 'fastify';
import type { DemoCast } from './demo.accounts';

/** A small seeded generator (mulberry32): the same seed gives the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A refusal of the demo's own request: the demo is then left as far as it got, and the log says why. */
export class DemoStepFailed extends Error {}

export type Method = 'GET' | 'POST' | 'PUT';

export type Caller = <T = Record<string, unknown>>(method: Method, url: string, payload?: unknown) => Promise<T>;

/**
 * Calls the API as one of the demo staff, answering the envelope's data or throwing what the API refused. Signs in
 * again once when the access token has run out (the history takes minutes; a token lives for less).
 */
export async function signedInCaller(app: FastifyInstance, taikhoan: string, matkhau: string): Promise<Caller> {
  const signIn = async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/nhanvien/login',
      payload: { taikhoan, matkhau },
      remoteAddress: '127.0.0.1',
    });
    if (login.statusCode !== 200) throw new DemoStepFailed(`demo sign-in of ${taikhoan}: ${login.body}`);
    return (login.json().data as { token: string }).token;
  };
  let token = await signIn();
  const send = (method: Method, url: string, payload: unknown) =>
    app.inject({ method, url, payload: payload as object | undefined, headers: { authorization: `Bearer ${token}` } });
  return async <T = Record<string, unknown>>(method: Method, url: string, payload?: unknown): Promise<T> => {
    let answer = await send(method, url, payload);
    if (answer.statusCode === 401) {
      token = await signIn();
      answer = await send(method, url, payload);
    }
    if (answer.statusCode >= 300) throw new DemoStepFailed(`${method} ${url} as ${taikhoan}: ${answer.body}`);
    return answer.json().data as T;
  };
}

/** An invented visitor's own address (the documentation range 203.0.113.0/24), as the site's rate limits count them. */
export const visitorAddress = (n: number) => `203.0.113.${1 + (n % 254)}`;

/** A visitor of the public site sending one of its forms: no account, their own address. */
export async function fromTheSite<T>(app: FastifyInstance, url: string, remoteAddress: string, payload: object) {
  const answer = await app.inject({ method: 'POST', url, payload, remoteAddress });
  if (answer.statusCode >= 300) throw new DemoStepFailed(`POST ${url} from the site: ${answer.body}`);
  return answer.json().data as T;
}

export interface DemoStaff {
  owner: Caller;
  receptionist: Caller;
  doctor: Caller;
  pharmacist: Caller;
  cashier: Caller;
  technician: Caller;
}

/** Every demo person signed in, by the part they play. */
export async function demoStaff(app: FastifyInstance, cast: DemoCast): Promise<DemoStaff> {
  const as = (role: RoleCode) => {
    const person = cast.people.find((p) => p.vaitro === role)!;
    return signedInCaller(app, person.taikhoan, cast.password);
  };
  const [owner, receptionist, doctor, pharmacist, cashier, technician] = await Promise.all([
    as('QUANLY'),
    as('LETAN'),
    as('BACSY'),
    as('DUOCSI'),
    as('THUNGAN'),
    as('KYTHUATVIEN'),
  ]);
  return { owner, receptionist, doctor, pharmacist, cashier, technician };
}
