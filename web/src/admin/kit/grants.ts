// What the signed-in staff member may do on a screen that serves one or more back-office urls: a grant on
// any of them counts, as the API accepts any of them. The server checks every request again.
import { grantsAction, grantsAny } from '@phongkham/contracts';
import { useStaff } from '../session';

export interface ScreenGrants {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  export: boolean;
  print: boolean;
}

export function useScreenGrants(urls: readonly string[]): ScreenGrants {
  const { menu } = useStaff().vaitro;
  return {
    view: grantsAny(menu, urls, 'view'),
    create: grantsAny(menu, urls, 'create'),
    update: grantsAny(menu, urls, 'update'),
    delete: grantsAny(menu, urls, 'delete'),
    export: urls.some((url) => grantsAction(menu, url, 'EXPORT')),
    print: urls.some((url) => grantsAction(menu, url, 'PRINT')),
  };
}
