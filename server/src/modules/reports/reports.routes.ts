// The reports' routes (docs/decisions/0061-reports.md), declared once each: the path, the page whose view grant it
// answers under, its query and answer contracts and how it reads. Every report is a GET under /api/baocao; staff read
// their own clinic's figures whatever they ask, the owner every clinic's or the one named. Excel and print are made in
// the browser from these answers, under the page's EXPORT and PRINT actions. A report that needs more than its
// period (a clinician narrowed to their own doctor, the stock settings' expiry window) says so in its `read`.
import {
  CLINICAL_REPORT,
  clinicalReport,
  clinicalReportQuery,
  envelope,
  HEALTH_STATISTICS_REPORT,
  healthStatistics,
  healthStatisticsQuery,
  PHARMACY_REPORT,
  pharmacyReport,
  pharmacyReportQuery,
  REVENUE_REPORT,
  revenueReport,
  revenueReportQuery,
  SALES_REPORT,
  salesReport,
  salesReportQuery,
  VISIT_REPORT,
  visitReport,
  visitReportQuery,
  WAIT_REPORT,
  waitReport,
  waitReportQuery,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { orderScope } from '../../lib/care-scope';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { readSystemSettings } from '../system-settings/system-settings.service';
import { readClinical } from './clinical';
import { readIssuer } from './issuer';
import { readerClinic } from './period';
import { readPharmacy } from './pharmacy';
import { readRevenue } from './revenue';
import { readSales } from './sales';
import { readStatistics } from './statistics';
import { readVisits } from './visits';
import { readWaits } from './waits';

type Query = z.ZodType<{ phongkham_id?: string }>;

interface Report<Q extends Query, A extends z.ZodType> {
  path: string;
  /** The report's page: view on it reads the report. */
  page: string;
  summary: string;
  query: Q;
  answer: A;
  /** The figures; the route adds whose they are (`phongkham`, readIssuer) to every answer. */
  read: (
    db: Database,
    clinic: string | null,
    query: z.output<Q>,
    actor: Actor,
  ) => Promise<Omit<z.input<A>, 'phongkham'>>;
}

/** A report, checked against its own contracts, then kept in one list with the others. */
const report = <Q extends Query, A extends z.ZodType>(definition: Report<Q, A>) =>
  definition as unknown as Report<Query, z.ZodType>;

const reports = [
  report({
    path: '/api/baocao/doanhthu',
    page: REVENUE_REPORT,
    summary:
      'Revenue of a period of clinic days (at most 400): money received and refunded by receipts and refunds, ' +
      'net by method, by day (every day) and by cashier, with the period before for comparison, in đồng',
    query: revenueReportQuery,
    answer: revenueReport,
    read: (db, clinic, query) => readRevenue(db, clinic, query),
  }),
  report({
    path: '/api/baocao/doanhso',
    page: SALES_REPORT,
    summary:
      'Sales over a period of clinic days (at most 400): the bills issued, by kind, service group, service and ' +
      "the visit's doctor, the discounts and who approved them, with the period before; and, now, what is " +
      'owed on issued bills and held as deposits, in đồng',
    query: salesReportQuery,
    answer: salesReport,
    read: (db, clinic, query) => readSales(db, clinic, query),
  }),
  report({
    path: '/api/baocao/cho',
    page: WAIT_REPORT,
    summary:
      "Patients' waits over a period of clinic days (at most 400), from the queue's timestamps: median and 90th " +
      'percentile minutes from check-in to call and from call to finish, by hour of check-in and by doctor',
    query: waitReportQuery,
    answer: waitReport,
    read: (db, clinic, query) => readWaits(db, clinic, query),
  }),
  report({
    path: '/api/baocao/luotkham',
    page: VISIT_REPORT,
    summary:
      'Patients and flow over a period of clinic days (at most 400): visits that happened by day (every day), ' +
      'doctor and room, new and returning patients, appointments due by channel and outcome, and the funnel ' +
      'from site requests to visits with a paid bill, with the period before for comparison',
    query: visitReportQuery,
    answer: visitReport,
    read: (db, clinic, query) => readVisits(db, clinic, query),
  }),
  report({
    path: '/api/baocao/lamsang',
    page: CLINICAL_REPORT,
    summary:
      'What the finished visits of a period of clinic days (at most 400) found and prescribed: the most frequent ' +
      'ICD-10 diagnoses and chapters, lab tests with their abnormal share and ordered-to-verified median, ' +
      'prescriptions per visit, the most prescribed drugs and the share of visits given an antibiotic (ATC J01), ' +
      'with the period before for comparison; counts only, no patient',
    query: clinicalReportQuery,
    answer: clinicalReport,
    read: async (db, clinic, query, actor) => {
      // A clinician who sees only their own patients may narrow it to their own doctor, never to a colleague.
      if (query.bacsi_id) {
        const scope = await orderScope(db, actor);
        if (scope.doctors !== null && !scope.doctors.includes(query.bacsi_id))
          throw new HttpError(403, 'errors.forbidden');
      }
      return readClinical(db, clinic, query);
    },
  }),
  report({
    path: '/api/baocao/khothuoc',
    page: PHARMACY_REPORT,
    summary:
      "The stores' stock at cost at the end of a period of clinic days (at most 400; now when it runs to today), " +
      'the movements of the period by kind of stock document with their value at cost, stock near its expiry and ' +
      'past it, and items holding stock with no issue, with the period before for comparison, in đồng',
    query: pharmacyReportQuery,
    answer: pharmacyReport,
    read: async (db, clinic, query) => {
      const { stock } = await readSystemSettings(db);
      return readPharmacy(db, clinic, query, stock.nearExpiryDays);
    },
  }),
  report({
    path: '/api/baocao/thongke',
    page: HEALTH_STATISTICS_REPORT,
    summary:
      "The province's health statistics form 14 (ICD-10 morbidity) for a period of clinic days (at most 400; the " +
      "form asks for a month): the finished visits by their signed record's main diagnosis, by ICD-10 chapter and " +
      'three-character category, with the women and the children under 15 among them; counts only, no patient',
    query: healthStatisticsQuery,
    answer: healthStatistics,
    read: (db, clinic, query) => readStatistics(db, clinic, query),
  }),
];

export const reportsRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  for (const { path, page, summary, query, answer, read } of reports) {
    app.get(
      path,
      {
        config: { access: { url: [page], flag: 'view' } },
        schema: { tags: ['reports'], summary, querystring: query, response: { 200: envelope(answer) } },
      },
      async (request) => {
        const clinic = readerClinic(request.actor, request.query.phongkham_id);
        const [figures, issuer] = await Promise.all([
          read(db, clinic, request.query, request.actor),
          readIssuer(db, clinic),
        ]);
        return ok({ ...figures, phongkham: issuer });
      },
    );
  }
};
