// The roles a notice may be addressed to (GET /api/thongbaochung/vai-tro), shared by the list's audience column
// and the form's select.
import { noticeApi, type NoticeRole } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchData, queryKeys } from '../../kit/query';

export function useNoticeRoles() {
  return useQuery({
    queryKey: queryKeys.list(noticeApi.roles, {}),
    queryFn: () => fetchData<NoticeRole[]>(noticeApi.roles, undefined, true),
    staleTime: 5 * 60_000,
  });
}
