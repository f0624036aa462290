// What visitors send from the public site besides requests: member registrations (dangkythanhvien), stored for the
// site's clinic; staff follow them up from MOI. Charity cases are the profile-reviews module's.
import type { newMemberRegistration } from '@phongkham/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { memberRegistrations } from '../../db/schema';
import { siteClinicId } from '../setting/setting.service';

export async function registerMember(db: Database, input: z.output<typeof newMemberRegistration>) {
  return db.transaction(async (tx) => {
    const phongkham_id = await siteClinicId(tx);
    const [row] = await tx
      .insert(memberRegistrations)
      .values({ ...input, phongkham_id })
      .returning({ _id: memberRegistrations._id, createdAt: memberRegistrations.createdAt });
    return row!;
  });
}
