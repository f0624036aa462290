// E-mail templates (mẫu email): one per template code, subject and HTML body in vi and en with {{variables}}.
// Every mail the clinic sends is rendered from here (modules/email-templates, renderTemplate).
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const emailTemplates = pgTable(
  'mauemail',
  {
    _id: id(),
    /** The template code (contracts' emailTemplateCodes): what the sender asks for. */
    ma: text('ma').notNull(),
    tieude: text('tieude').notNull(),
    tieude_en: text('tieude_en'),
    /** Sanitized HTML; the mail's text part is derived from it. */
    noidung: text('noidung').notNull(),
    noidung_en: text('noidung_en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mauemail_ma_unique').on(t.ma)],
);
