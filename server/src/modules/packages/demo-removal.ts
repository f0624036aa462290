// The demo clinic's patients' service packages, removed when the demo ends (docs/decisions/0062-demo-clinic.md):
// called by modules/demo inside its transaction (before the bills and refunds they name), so this module stays the
// only writer of its tables.
import { or } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { packageSessions, patientPackageLines, patientPackages } from '../../db/schema';
import { inIds } from '../../lib/id-sets';

export async function removeDemoPackages(
  tx: Transaction,
  patientIds: readonly string[],
  billIds: readonly string[],
): Promise<void> {
  const sold = (
    await tx
      .select({ _id: patientPackages._id })
      .from(patientPackages)
      .where(inIds(patientPackages.benhnhan_id, patientIds))
  ).map((row) => row._id);
  await tx
    .delete(packageSessions)
    .where(or(inIds(packageSessions.goibenhnhan_id, sold), inIds(packageSessions.hoadon_id, billIds)));
  await tx.delete(patientPackageLines).where(inIds(patientPackageLines.goibenhnhan_id, sold));
  await tx.delete(patientPackages).where(inIds(patientPackages._id, sold));
}
