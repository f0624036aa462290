// The demo clinic as the back office sees it (docs/decisions/0062-demo-clinic.md): whether the installation is still
// the demo, with its people and their shared password (the sign-in page lists them), read once and kept.
import { demoPath, type DemoSignIn } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../api';

export const demoKey = [demoPath] as const;

/** The demo's people and password; null when the demo has ended or never was (or the read failed). */
export function useDemo(): DemoSignIn {
  const answer = useQuery({
    queryKey: demoKey,
    queryFn: async () => {
      const outcome = await adminApi.send<DemoSignIn>('GET', demoPath, undefined, { background: true, silent: true });
      return outcome.success ? outcome.data : null;
    },
    staleTime: Infinity,
  });
  return answer.data ?? null;
}
