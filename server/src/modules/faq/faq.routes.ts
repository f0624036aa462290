// /api/dmfaq and /api/faq from the module kit: the public site reads every live catalogue and the published
// questions for `/hoi-dap`; staff with the /dmfaq and /faq grants write them. A catalogue holding live questions is
// not deleted.
import { faqCategoryResource, faqResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { faqCategories, faqs } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { getFaq, getFaqCategory, listFaqCategories, listFaqs, prepareFaq, prepareFaqCategory } from './faq.service';

export const faqRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: faqCategoryResource,
    table: faqCategories,
    publicRead: true,
    list: (query, reader) => listFaqCategories(db, query, reader),
    get: (id, reader) => getFaqCategory(db, id, reader),
    prepare: prepareFaqCategory,
    usedBy: [
      { table: faqs, column: faqs.dmfaq_id, deletedAt: faqs.deletedAt, message: 'errors.faqCategoryHasQuestions' },
    ],
  });

  registerResource(app, {
    db,
    resource: faqResource,
    table: faqs,
    publicRead: true,
    list: (query, reader) => listFaqs(db, query, reader),
    get: (id, reader) => getFaq(db, id, reader),
    prepare: prepareFaq,
  });
};
