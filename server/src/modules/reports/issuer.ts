// Whose figures a report shows, for its printout's header: the clinic a reading covers, or the business (the site's
// general information) when the owner reads every clinic at once.
import type { ReportIssuer } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clinics } from '../../db/schema';
import { getSiteSetting } from '../setting/setting.service';

export async function readIssuer(db: Database, clinic: string | null): Promise<ReportIssuer> {
  if (clinic) {
    const [row] = await db
      .select({
        phongkham_ten: clinics.ten,
        phongkham_diachi: clinics.diachi_day,
        phongkham_dienthoai: clinics.dienthoai,
      })
      .from(clinics)
      .where(eq(clinics._id, clinic))
      .limit(1);
    if (row) return row;
  }
  const business = await getSiteSetting(db);
  return {
    phongkham_ten: business.tenphongkham,
    phongkham_diachi: business.diachi,
    phongkham_dienthoai: business.dienthoai,
  };
}
