// A list that opens on a filter value when its URL names no filter (a day's worklist opens on today): the value is
// then put in the URL like any chosen filter, so the view can be reloaded and shared and the back button behaves.
// Once another filter narrows the list (a patient, a search), removing the default shows every day of it.
import { Navigate, useLocation } from 'react-router';

/**
 * The redirect to `list?name=value` when the list's path (`atList`) is open with none of `name` and `others` in its
 * query, else null. `value` is read only when needed (today's day in the clinic's time zone, say).
 */
export function useDefaultFilter(atList: RegExp, name: string, value: () => string, others: readonly string[] = []) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  if (!atList.test(location.pathname) || [name, ...others].some((other) => search.has(other))) return null;
  search.set(name, value());
  return <Navigate replace to={`${location.pathname}?${search.toString()}`} />;
}
