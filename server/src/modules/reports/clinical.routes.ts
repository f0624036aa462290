// The clinical report's route (docs/decisions/0065-clinical-report.md), read under /bao-cao/lam-sang's view grant.
// Staff read their own clinic, the owner every clinic's or the one named. A clinician who sees only their own
// patients (view on /kham-benh without its ALL action) may read the clinic's counts or their own, not a colleague's.
import { CLINICAL_REPORT, clinicalReport, clinicalReportQuery, envelope } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { orderScope } from '../../lib/care-scope';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { readClinical } from './clinical';
import { readerClinic } from './period';

export const clinicalReportRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/baocao/lamsang',
    {
      config: { access: { url: [CLINICAL_REPORT], flag: 'view' } },
      schema: {
        tags: ['reports'],
        summary:
          'What the finished visits of a period of clinic days (at most 400) found and prescribed: the most frequent ' +
          'ICD-10 diagnoses and chapters, lab tests with their abnormal share and ordered-to-verified median, ' +
          'prescriptions per visit, the most prescribed drugs and the share of visits given an antibiotic (ATC J01), ' +
          'with the period before for comparison; counts only, no patient',
        querystring: clinicalReportQuery,
        response: { 200: envelope(clinicalReport) },
      },
    },
    async (request) => {
      const { bacsi_id } = request.query;
      if (bacsi_id) {
        const scope = await orderScope(db, request.actor);
        if (scope.doctors !== null && !scope.doctors.includes(bacsi_id)) throw new HttpError(403, 'errors.forbidden');
      }
      return ok(await readClinical(db, readerClinic(request.actor, request.query.phongkham_id), request.query));
    },
  );
};
