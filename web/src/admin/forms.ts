// Helpers for the back office's Ant Design forms.
import type { FormInstance } from 'antd';
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

/** Puts a failure's per-field messages (the API's `errors`) on the form's fields that exist. */
export function showFieldErrors(form: FormInstance, errors: Record<string, string> | undefined, fields: string[]) {
  if (!errors) return;
  const known = Object.entries(errors).filter(([name]) => fields.includes(name));
  if (known.length) form.setFields(known.map(([name, message]) => ({ name, errors: [message] })));
}
