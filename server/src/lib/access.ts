// What a route declares in `config.access`: checked by the access plugin (plugins/access.ts), listed by the
// role catalogue (modules/catalogue). Here in lib so that modules can read it without importing a plugin.
import type { PermissionFlag } from '@phongkham/contracts';

export type Access =
  | 'public'
  | 'signedIn'
  /**
   * `url`: one back-office url, or several when one API serves several pages (staff at /nhanvien and /users):
   * a grant on any of them opens the route. `self`: the route parameter that, when it is the caller's own _id,
   * grants access without the flag. `anonymous`: a public read that staff holding the flag see more of (drafts):
   * callers without a valid grant pass as the public, and only a granted staff member is set on the request.
   */
  | { url: string | readonly string[]; flag: PermissionFlag; self?: string; anonymous?: boolean };

/** The back-office urls a declaration names, as a list. */
export const accessUrls = (access: { url: string | readonly string[] }): readonly string[] =>
  typeof access.url === 'string' ? [access.url] : access.url;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** The Fastify plugin that registered it: a module's routes function (docs/map.md names the module from it). */
  plugin: string;
}
