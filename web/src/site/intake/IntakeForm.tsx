// The public site's full-page forms (member registration, profile review): labelled fields in sections,
// checked with the contract's zod schema before anything is sent (the API checks the same schema), the
// server's per-field errors under their fields, and on success a thank-you message and an empty form.
// Failures also reach the toast through the API client, as in the request modal (docs/product-rules.md,
// 'Messages and errors'). A form that takes personal data asks for consent (ConsentCheckbox) and sends `dongy: true`;
// an address is picked on the 2025 units (AddressPicker: tinh_ma, xa_ma and the street line diachi); documents are
// picked with FilePicker and sent with the fields as multipart (`data` = the fields as JSON).
import { localizeIssues } from '@phongkham/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { siteApi } from '../api';
import { Icon } from '../ui/icons';
import { AddressPicker, type AddressValue } from './AddressPicker';
import { FilePicker, fileProblem, type FileLimits } from './FilePicker';
import { ConsentCheckbox } from './ConsentCheckbox';
import styles from './IntakeForm.module.css';

/** The form card's heading (IntakeLayout), which also names the form: one form page, one form. */
export const INTAKE_TITLE_ID = 'intake-form-title';

export type FieldKind = 'text' | 'tel' | 'email' | 'date' | 'year' | 'textarea' | 'address' | 'files';

/** The keys an `address` field fills: the province and commune codes and the street line. */
const ADDRESS_KEYS = ['tinh_ma', 'xa_ma', 'diachi'] as const;

export interface FieldSpec {
  /** The wire name (hoten, dienthoai…); labels and placeholders live under `<prefix>.fields.<name>`. */
  name: string;
  kind: FieldKind;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Spans both columns on wide screens (long text). */
  wide?: boolean;
  /** Shows `<prefix>.fields.<name>.hint` under the label. */
  hint?: boolean;
  /** A `files` field's limits. */
  files?: FileLimits;
}

export interface SectionSpec {
  /** Key of the section's legend under `<prefix>.sections`. */
  key: string;
  fields: FieldSpec[];
}

export interface IntakeFormProps {
  /** Locale prefix of the page ("site.pages.memberRegistration"). */
  prefix: string;
  schema: z.ZodType;
  endpoint: string;
  sections: SectionSpec[];
  /** Asks for consent to personal-data processing before sending, and sends `dongy: true`. */
  consent?: boolean;
  /** More to show in the thank-you block, from the server's answer (a code to keep, say). */
  success?: (data: unknown) => ReactNode;
  /** Called with the server's answer once a send succeeded (what the page refreshes because of it). */
  onSent?: (data: unknown) => void;
}

type Values = Record<string, string>;

/** The value keys of a field: its name, or the three parts of an address. */
const keysOf = (field: FieldSpec): readonly string[] =>
  field.kind === 'address' ? ADDRESS_KEYS : field.kind === 'files' ? [] : [field.name];

const emptyValues = (sections: SectionSpec[]): Values =>
  Object.fromEntries(sections.flatMap((section) => section.fields.flatMap(keysOf).map((key) => [key, ''])));

/**
 * What is sent: required fields as typed (the schema says what is missing), optional ones only when
 * filled, since a blank optional value means "not given" (a blank year would otherwise read as year 0).
 */
function payloadOf(sections: SectionSpec[], values: Values): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of sections.flatMap((section) => section.fields)) {
    for (const key of keysOf(field)) {
      const value = values[key] ?? '';
      if (field.required || value.trim() !== '') payload[key] = value;
    }
  }
  return payload;
}

export function IntakeForm({ prefix, schema, endpoint, sections, consent, success, onSent }: IntakeFormProps) {
  const { t, lang } = useI18n();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => emptyValues(sections));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [agreed, setAgreed] = useState(false);
  /** Chosen documents, by field name. */
  const [files, setFiles] = useState<Record<string, File[]>>({});
  /** The server's answer to the last send, for `success`. */
  const [answer, setAnswer] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // The thanks sits at the top of a long form the sender has scrolled past: once it is on the page (after the
  // render, not on a timer that may come first), bring it to the middle of the screen and give it the keyboard, so
  // nobody is left looking at the emptied fields.
  useEffect(() => {
    const thanks = successRef.current;
    if (!sent || !thanks) return;
    thanks.scrollIntoView?.({ block: 'center' }); // (absent in jsdom)
    thanks.focus({ preventScroll: true });
  }, [sent]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
    setSent(false);
  };

  const changeAddress = (address: AddressValue) => {
    setValues((current) => ({ ...current, ...address }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of ADDRESS_KEYS) if (address[key] !== values[key]) delete rest[key];
      return rest;
    });
    setSent(false);
  };

  const changeFiles = (field: FieldSpec, chosen: File[]) => {
    setFiles((current) => ({ ...current, [field.name]: chosen }));
    const problem = fileProblem(chosen, field.files!, lang);
    setErrors(({ [field.name]: _gone, ...rest }) => (problem ? { ...rest, [field.name]: problem } : rest));
    setSent(false);
  };

  const changeConsent = (checked: boolean) => {
    setAgreed(checked);
    setErrors(({ dongy: _gone, ...rest }) => rest);
    setSent(false);
  };

  /** Puts the keyboard on the first field with a message, in the order the form shows them. */
  const focusFirstError = (found: Record<string, string>) => {
    const names = [
      ...sections
        .flatMap((section) => section.fields)
        .flatMap((field) => (field.kind === 'files' ? [field.name] : keysOf(field))),
      'dongy',
    ];
    const first = names.find((name) => found[name]);
    if (!first) return;
    // After React has rendered the messages, so the field's description is read with it.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const payload: Record<string, unknown> = {
      ...payloadOf(sections, values),
      ...(consent && agreed ? { dongy: true } : {}),
    };
    const checked = schema.safeParse(payload);
    const fileFields = sections.flatMap((section) => section.fields).filter((field) => field.kind === 'files');
    const found = checked.success ? {} : localizeIssues(checked.error.issues, lang);
    for (const field of fileFields) {
      const problem = fileProblem(files[field.name] ?? [], field.files!, lang);
      if (problem) found[field.name] = problem;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(found);
      return;
    }
    const attached = fileFields.flatMap((field) =>
      (files[field.name] ?? []).map((file) => [field.name, file] as const),
    );
    let body: unknown = payload;
    if (attached.length > 0) {
      const form = new FormData();
      form.append('data', JSON.stringify(payload));
      for (const [name, file] of attached) form.append(name, file, file.name);
      body = form;
    }
    setSending(true);
    const outcome = await siteApi().send('POST', endpoint, body);
    setSending(false);
    if (outcome.success) {
      setValues(emptyValues(sections));
      setErrors({});
      setAgreed(false);
      setFiles({});
      setAnswer(outcome.data);
      setSent(true);
      onSent?.(outcome.data);
    } else if (outcome.errors) {
      setErrors(outcome.errors);
      focusFirstError(outcome.errors);
    }
  };

  const renderLabel = (field: FieldSpec, id: string) => (
    <label htmlFor={id} className={styles.label}>
      {t(`${prefix}.fields.${field.name}.label`)}
      {field.required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className={styles.optional}> ({t(`${prefix}.optional`)})</span>
      )}
    </label>
  );

  const renderError = (id: string, error: string | undefined) =>
    error && (
      <p id={`${id}-error`} className={styles.error} role="alert">
        <Icon name="alert" size={16} />
        {error}
      </p>
    );

  const renderFiles = (field: FieldSpec, id: string, error: string | undefined) => (
    <div key={field.name} className={`${styles.field} ${styles.wide}`}>
      {renderLabel(field, id)}
      {field.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {t(`${prefix}.fields.${field.name}.hint`, {
            max: field.files!.maxFiles,
            size: field.files!.maxBytes / (1024 * 1024),
          })}
        </p>
      )}
      <FilePicker
        id={id}
        name={field.name}
        {...field.files!}
        files={files[field.name] ?? []}
        onChange={(chosen) => changeFiles(field, chosen)}
        invalid={Boolean(error)}
        describedBy={
          [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
      />
      {renderError(id, error)}
    </div>
  );

  const renderField = (field: FieldSpec) => {
    if (field.kind === 'address') {
      return (
        <div key={field.name} className={`${styles.field} ${styles.wide}`}>
          <AddressPicker
            idPrefix={`${formId}-address`}
            value={Object.fromEntries(ADDRESS_KEYS.map((key) => [key, values[key] ?? '']))}
            onChange={changeAddress}
            errors={Object.fromEntries(ADDRESS_KEYS.flatMap((key) => (errors[key] ? [[key, errors[key]]] : [])))}
          />
        </div>
      );
    }
    const id = `${formId}-${field.name}`;
    const error = errors[field.name];
    if (field.kind === 'files') return renderFiles(field, id, error);
    const label = t(`${prefix}.fields.${field.name}.label`);
    const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    const common = {
      id,
      name: field.name,
      className: styles.input,
      value: values[field.name] ?? '',
      placeholder: field.kind === 'date' ? undefined : t(`${prefix}.fields.${field.name}.placeholder`),
      autoComplete: field.autoComplete ?? 'off',
      maxLength: field.maxLength,
      'aria-required': field.required ? true : undefined,
      'aria-invalid': Boolean(error),
      'aria-describedby': described || undefined,
    };
    return (
      <div key={field.name} className={`${styles.field} ${field.wide ? styles.wide : ''}`}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {field.required ? (
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          ) : (
            <span className={styles.optional}> ({t(`${prefix}.optional`)})</span>
          )}
        </label>
        {field.hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {t(`${prefix}.fields.${field.name}.hint`)}
          </p>
        )}
        {field.kind === 'textarea' ? (
          <textarea
            {...common}
            className={`${styles.input} ${styles.textarea}`}
            rows={5}
            onChange={(event) => change(field.name, event.target.value)}
          />
        ) : (
          <input
            {...common}
            {...inputAttributes(field.kind)}
            onChange={(event) => change(field.name, event.target.value)}
          />
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            <Icon name="alert" size={16} />
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      aria-labelledby={INTAKE_TITLE_ID}
      data-testid="intake-form"
    >
      {sent && (
        <div ref={successRef} className={styles.success} role="status" tabIndex={-1} data-testid="intake-success">
          <Icon name="check" size={24} />
          <div>
            <p className={styles.successTitle}>{t(`${prefix}.successTitle`)}</p>
            <p className={styles.successText}>{t(`${prefix}.successText`)}</p>
            {success?.(answer)}
          </div>
        </div>
      )}
      <p className={styles.requiredNote}>
        <span className={styles.required} aria-hidden="true">
          *
        </span>{' '}
        {t(`${prefix}.requiredNote`)}
      </p>
      {sections.map((section) => (
        <fieldset key={section.key} className={styles.section}>
          <legend className={styles.legend}>{t(`${prefix}.sections.${section.key}`)}</legend>
          <div className={styles.grid}>{section.fields.map(renderField)}</div>
        </fieldset>
      ))}
      {consent && <ConsentCheckbox idPrefix={formId} checked={agreed} onChange={changeConsent} error={errors.dongy} />}
      <div className={styles.actions}>
        <button type="submit" className={`button button-primary ${styles.submit}`} disabled={sending}>
          {t(sending ? `${prefix}.sending` : `${prefix}.submit`)}
        </button>
        <p className={styles.privacy}>{t(`${prefix}.privacy`)}</p>
      </div>
    </form>
  );
}

function inputAttributes(kind: Exclude<FieldKind, 'textarea' | 'address'>) {
  switch (kind) {
    case 'tel':
      return { type: 'tel', inputMode: 'tel' as const };
    case 'email':
      return { type: 'email', inputMode: 'email' as const };
    case 'date':
      return { type: 'date', min: '1900-01-01' };
    case 'year':
      return { type: 'text', inputMode: 'numeric' as const, pattern: '[0-9]*' };
    default:
      return { type: 'text' };
  }
}
