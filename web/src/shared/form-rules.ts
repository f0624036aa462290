// Form rules from the contracts, for the back office's forms: one zod schema checks a field in the form
// and in the API, and the generic messages become the forms' default messages (antd's validateMessages shape).
import { localizeIssue, type Lang } from '@phongkham/contracts';
import { translate } from '@phongkham/contracts/messages';
import type { z } from 'zod';

/** A field rule: resolves when the value passes the schema, rejects with the localized message otherwise. */
export function schemaRule(schema: z.ZodType, lang: Lang, label?: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value);
      if (result.success) return;
      const [issue] = result.error.issues;
      throw new Error(localizeIssue(issue!, lang, label ? { '': label } : undefined));
    },
  };
}

/** The same rule for a field that may stay empty: nothing typed passes, anything typed is checked. */
export function optionalSchemaRule(schema: z.ZodType, lang: Lang, label?: string) {
  const rule = schemaRule(schema, lang, label);
  return {
    validator: async (ruleObject: unknown, value: unknown) => {
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return;
      return rule.validator(ruleObject, value);
    },
  };
}

// The form library fills ${label}, ${len}, ${min}, ${max}, ${enum}, ${type}, ${pattern} itself.
const placeholders = {
  name: '${label}',
  len: '${len}',
  min: '${min}',
  max: '${max}',
  values: '${enum}',
  type: '${type}',
  pattern: '${pattern}',
};

/** The generic messages (docs/product-rules.md, 'Form validation messages') as a form library's defaults. */
export function formValidateMessages(lang: Lang) {
  const g = (key: string) => translate(lang, `generic.${key}`, placeholders);
  return {
    default: g('default'),
    required: g('required'),
    whitespace: g('whitespace'),
    enum: g('enum'),
    types: {
      string: g('type'),
      number: g('type'),
      array: g('type'),
      email: g('type'),
      url: g('type'),
      date: g('type'),
    },
    date: { format: g('dateFormat'), parse: g('dateParse'), invalid: g('dateInvalid') },
    string: { len: g('stringLen'), min: g('stringMin'), max: g('stringMax'), range: g('stringRange') },
    number: { len: g('numberLen'), min: g('numberMin'), max: g('numberMax'), range: g('numberRange') },
    array: { len: g('arrayLen'), min: g('arrayMin'), max: g('arrayMax'), range: g('arrayRange') },
    pattern: { mismatch: g('pattern') },
  };
}
