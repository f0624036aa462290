// What visitors send from the public site besides requests and registrations: charity cases for review
// (xetduyethoso), stored for the site's clinic; staff follow them up from MOI.
import type { newProfileReview } from '@phongkham/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { profileReviews } from '../../db/schema';
import { siteClinicId } from '../setting/setting.service';

export async function submitProfileReview(db: Database, input: z.output<typeof newProfileReview>) {
  return db.transaction(async (tx) => {
    const phongkham_id = await siteClinicId(tx);
    const [row] = await tx
      .insert(profileReviews)
      .values({ ...input, phongkham_id })
      .returning({ _id: profileReviews._id, createdAt: profileReviews.createdAt });
    return row!;
  });
}
