// Booking for an inbox request from the calendar (?yeucau=…).
import { requestResource, type RequestRecord } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { fetchData, queryKeys } from '../../kit/query';
import type { FromRequest } from './BookingForm';

/**
 * The inbox request named by `?yeucau=` (its "book" button opens the calendar so): the visitor to fill in, and its
 * chosen doctor picked once it loads, so their free slots show. `drop` books for nobody in particular again.
 */
export function useRequestToBook(pickDoctor: (bacsi_id: string) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get('yeucau');
  const request = useQuery({
    queryKey: queryKeys.record(requestResource.api, id ?? ''),
    queryFn: () => fetchData<RequestRecord>(`${requestResource.api}/${id}`),
    enabled: id !== null,
  });
  const picked = useRef<string | null>(null);
  const data = id !== null ? request.data : undefined;
  useEffect(() => {
    if (!data?.bacsi_id || picked.current === data._id) return;
    picked.current = data._id;
    pickDoctor(data.bacsi_id);
  }, [data, pickDoctor]);
  const person: FromRequest | null = data
    ? { yeucau_id: data._id, hoten: data.hoten, dienthoai: data.dienthoai }
    : null;
  const drop = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('yeucau');
      return next;
    });
  return { person, drop };
}
