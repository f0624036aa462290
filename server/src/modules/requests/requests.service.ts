// Visitors' requests (yeucau): stored with their time for the clinic the public site speaks for.
import type { newRequest } from '@phongkham/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requests } from '../../db/schema';
import { siteClinicId } from '../setting/setting.service';

export async function createRequest(db: Database, input: z.output<typeof newRequest>) {
  const phongkham_id = await siteClinicId(db);
  const [row] = await db
    .insert(requests)
    .values({ ...input, phongkham_id })
    .returning({
      _id: requests._id,
      loaiyeucau: requests.loaiyeucau,
      hoten: requests.hoten,
      dienthoai: requests.dienthoai,
      trangthai: requests.trangthai,
      createdAt: requests.createdAt,
    });
  return row!;
}
