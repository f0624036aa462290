// E-mail templates (/api/mauemail) and the one function every mail the clinic sends goes through:
// renderTemplate(db, code, lang, vars) → { subject, text, html }. The recipient's language picks the version,
// vi standing in for an empty en one; values are HTML-escaped in the HTML body and the text part is derived from
// that body, so an editor writes each version once.
import {
  emailTemplateCodes,
  escapeHtml,
  fillTemplate,
  htmlToText,
  unknownTemplateVariables,
  type emailTemplateResource,
  type EmailTemplateCode,
  type Lang,
} from '@phongkham/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { defaultEmailTemplates } from '../../db/seed/email-templates';
import type { WriteContext } from '../../lib/crud/write';
import { fieldError, notFound } from '../../lib/http-error';
import { icu, listPage } from '../../lib/list';

/** The codes the server sends mail with today, as SQL: their templates are marked and never deleted. */
const systemCodes = Object.entries(emailTemplateCodes)
  .filter(([, code]) => code.system)
  .map(([ma]) => ma);
const isSystem = sql<boolean>`${emailTemplates.ma} in (${sql.join(
  systemCodes.map((ma) => sql`${ma}`),
  sql`, `,
)})`;

const rowColumns = {
  _id: emailTemplates._id,
  ma: emailTemplates.ma,
  tieude: emailTemplates.tieude,
  tieude_en: emailTemplates.tieude_en,
  hethong: isSystem,
  updatedAt: emailTemplates.updatedAt,
};

export async function listEmailTemplates(db: Database, query: z.output<typeof emailTemplateResource.listQuery>) {
  return listPage(query, {
    where: [],
    search: [emailTemplates.ma, emailTemplates.tieude, emailTemplates.tieude_en],
    sortable: { ma: emailTemplates.ma, tieude: icu(emailTemplates.tieude), updatedAt: emailTemplates.updatedAt },
    defaultSort: 'ma',
    tieBreak: asc(emailTemplates._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(emailTemplates),
  });
}

export async function getEmailTemplate(db: Database, id: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      noidung: emailTemplates.noidung,
      noidung_en: emailTemplates.noidung_en,
      createdAt: emailTemplates.createdAt,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates._id, id));
  return row ?? null;
}

async function codeOf(tx: Transaction, id: string): Promise<EmailTemplateCode> {
  const [row] = await tx.select({ ma: emailTemplates.ma }).from(emailTemplates).where(eq(emailTemplates._id, id));
  if (!row) throw notFound();
  return row.ma as EmailTemplateCode;
}

/**
 * Refuses (400, on the first field naming one) a template whose texts name variables its code does not declare:
 * such a mail would go out with `{{name}}` in it. The message lists them and the ones allowed.
 */
export async function prepareEmailTemplate(values: Record<string, unknown>, { tx, id }: WriteContext) {
  const code = id === null ? (values.ma as EmailTemplateCode) : await codeOf(tx, id);
  const fields = ['tieude', 'tieude_en', 'noidung', 'noidung_en'];
  const unknown = unknownTemplateVariables(
    code,
    fields.map((field) => values[field] as string | null | undefined),
  );
  if (unknown.length > 0) {
    const field =
      fields.find((name) => unknownTemplateVariables(code, [values[name] as string | null]).length > 0) ?? 'noidung';
    throw fieldError(field, 'errors.templateUnknownVariables', {
      names: unknown.map((name) => `{{${name}}}`).join(', '),
      allowed: Object.keys(emailTemplateCodes[code].variables)
        .map((name) => `{{${name}}}`)
        .join(', '),
    });
  }
  return values;
}

/** A template the system sends with is never deleted (its code would then send nothing). */
export const systemTemplateRefusal = (row: Record<string, unknown>) =>
  systemCodes.includes(row.ma as string) ? 'errors.systemTemplate' : null;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A version's text: the language's when written, else the Vietnamese. */
const pick = (lang: Lang, vi: string, en: string | null | undefined) => (lang === 'en' && en?.trim() ? en : vi);

/** The HTML part: the body inside a plain, mail-client-safe frame in the clinic's colours. */
function frame(lang: Lang, body: string) {
  return `<!doctype html>
<html lang="${lang}">
<body style="margin:0;padding:24px;background:#f3f8fb;font-family:Arial,Helvetica,sans-serif;color:#0b3b55;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;word-break:break-word">
${body.replace(/<a /g, '<a style="color:#0586b8;font-weight:bold" ')}
</div>
</body>
</html>`;
}

/** Renders one template's texts with the values: subject and text as they are, the HTML escaped. */
export function renderTexts(
  lang: Lang,
  texts: { tieude: string; tieude_en?: string | null; noidung: string; noidung_en?: string | null },
  vars: Record<string, string>,
): RenderedMail {
  const subject = pick(lang, texts.tieude, texts.tieude_en);
  const body = pick(lang, texts.noidung, texts.noidung_en);
  return {
    // A subject is one line: a value cannot add header lines.
    subject: fillTemplate(subject, vars).replace(/[\r\n]+/g, ' '),
    text: fillTemplate(htmlToText(body), vars),
    html: frame(lang, fillTemplate(body, vars, escapeHtml)),
  };
}

/**
 * The mail of a template code in a language, filled with `vars` (the code's declared variables). Every mail the
 * clinic sends goes through here; should the template row be missing, the installation's default stands in.
 */
export async function renderTemplate<C extends EmailTemplateCode>(
  // A transaction too: a mail queued with its record is rendered inside the record's transaction.
  db: Pick<Database, 'select'>,
  code: C,
  lang: Lang,
  vars: Record<keyof (typeof emailTemplateCodes)[C]['variables'], string>,
): Promise<RenderedMail> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.ma, code));
  const texts = row ?? defaultEmailTemplates.find((template) => template.ma === code);
  if (!texts) throw new Error(`no e-mail template for ${code}`);
  return renderTexts(lang, texts, vars as Record<string, string>);
}
