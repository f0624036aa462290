// Helpers for the back office's Ant Design forms.
import type { FormInstance, FormRule } from 'antd';
import { useEffect } from 'react';
import { useI18n } from '../shared/i18n/I18nProvider';

/** Re-checks the fields that show an error when the language changes, so their messages change with it. */
export function useLanguageRevalidation(form: FormInstance): void {
  const { lang } = useI18n();
  useEffect(() => {
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length) form.validateFields(withErrors).catch(() => undefined);
  }, [lang, form]);
}

/**
 * Puts a failure's per-field messages (the API's `errors`) on the form's fields that exist. A message deeper in a
 * list or object field ("lichlamviec.1.ketthuc") goes under that field, the first one only: the field's own control
 * shows where inside it the fault lies.
 */
export function showFieldErrors(form: FormInstance, errors: Record<string, string> | undefined, fields: string[]) {
  if (!errors) return;
  const messages = new Map<string, string>();
  for (const [path, message] of Object.entries(errors)) {
    const name = fields.includes(path) ? path : path.split('.')[0]!;
    if (fields.includes(name) && !messages.has(name)) messages.set(name, message);
  }
  if (messages.size) form.setFields([...messages].map(([name, message]) => ({ name, errors: [message] })));
}

/**
 * The rule of a "type it again" field: it must be filled and equal the field `name` (a new password). The
 * form re-checks it when that field changes if the item lists `dependencies={[name]}`.
 */
export function sameAsRule(name: string, messages: { missing: string; mismatch: string }): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || !value) throw new Error(messages.missing);
      if (value !== getFieldValue(name)) throw new Error(messages.mismatch);
    },
  });
}
