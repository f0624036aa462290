// Visitors' requests (yeucau): stored with their time for the clinic the public site speaks for. A booking made
// from a doctor's page names that doctor, who must be one the public site shows.
import type { newRequest } from '@phongkham/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requests } from '../../db/schema';
import { FieldError } from '../../lib/http-error';
import { isPublicDoctor } from '../doctors/doctors.service';
import { siteClinicId } from '../setting/setting.service';

export async function createRequest(db: Database, input: z.output<typeof newRequest>) {
  const phongkham_id = await siteClinicId(db);
  const bacsi_id = input.bacsi_id ?? null;
  // A doctor unpublished (or removed) after the page was drawn: the visitor hears it on the field, not a 500.
  if (bacsi_id && !(await isPublicDoctor(db, bacsi_id))) {
    throw new FieldError(400, 'validation.doctorUnavailable', 'bacsi_id');
  }
  const [row] = await db
    .insert(requests)
    .values({ ...input, bacsi_id, phongkham_id })
    .returning({
      _id: requests._id,
      loaiyeucau: requests.loaiyeucau,
      hoten: requests.hoten,
      dienthoai: requests.dienthoai,
      trangthai: requests.trangthai,
      bacsi_id: requests.bacsi_id,
      createdAt: requests.createdAt,
    });
  return row!;
}
