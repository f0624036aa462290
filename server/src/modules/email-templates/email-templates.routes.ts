// /api/mauemail from the module kit, for staff with the /mau-email grants: one template per code, refused when it
// names variables its code does not have, never deleted while the system sends with it; and the preview, which
// renders the form's texts with the code's sample values exactly as a mail would leave.
import {
  emailTemplateCodes,
  emailTemplatePreview,
  emailTemplatePreviewApi,
  emailTemplatePreviewBody,
  emailTemplateResource,
  envelope,
  unknownTemplateVariables,
} from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { sanitizeHtml } from '../../lib/html';
import { ok } from '../../lib/reply';
import {
  getEmailTemplate,
  listEmailTemplates,
  prepareEmailTemplate,
  renderTexts,
  systemTemplateRefusal,
} from './email-templates.service';

export const emailTemplateRoutes: FastifyPluginAsync<{ db: Database }> = async (parent, { db }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    db,
    resource: emailTemplateResource,
    table: emailTemplates,
    list: (query) => listEmailTemplates(db, query),
    get: (id) => getEmailTemplate(db, id),
    prepare: prepareEmailTemplate,
    undeletable: systemTemplateRefusal,
  });

  app.post(
    emailTemplatePreviewApi,
    {
      config: { access: { url: emailTemplateResource.urls, flag: 'view' } },
      schema: {
        tags: [emailTemplateResource.key],
        summary: 'The mail a template would send, filled with its code’s sample values, in vi or en',
        body: emailTemplatePreviewBody,
        response: { 200: envelope(emailTemplatePreview) },
      },
    },
    async (request) => {
      const { ma, lang, ...texts } = request.body;
      // The body is cleaned as a save would clean it, so the preview shows what would be stored and sent.
      const clean = {
        tieude: texts.tieude,
        tieude_en: texts.tieude_en,
        noidung: sanitizeHtml(texts.noidung) ?? '',
        noidung_en: sanitizeHtml(texts.noidung_en),
      };
      const rendered = renderTexts(lang, clean, emailTemplateCodes[ma].variables);
      return ok({ ...rendered, unknown: unknownTemplateVariables(ma, Object.values(clean)) });
    },
  );
};
