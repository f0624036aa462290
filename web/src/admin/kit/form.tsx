// The kit's form: each field's rule comes from the contract schema the API checks with, the server's
// per-field messages appear under their fields, and leaving with unsaved changes asks first. A screen lists
// its fields (<Field name="tieude" />); labels come from the locale files, values go to the API as the
// schema wants them (trimmed, empty as null), and transforms cover fields whose form value differs
// (a picture object for an id, a dayjs for ISO text).
import { Button, Form, Input, Space, type FormItemProps, type FormRule } from 'antd';
import { createContext, useContext, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Outcome } from '../../shared/api/client';
import { schemaRule } from '../../shared/form-rules';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { showFieldErrors, useLanguageRevalidation } from '../forms';
import styles from './kit.module.css';
import { useUnsavedChanges } from './unsaved';

export type Values = Record<string, unknown>;

export interface FieldTransform {
  /** The form's value from a record (the picture object for `hinhanh_id`). */
  toForm?: (record: Values) => unknown;
  /** The API's value from the form's (the picture's id). */
  toWire?: (value: unknown) => unknown;
}

export interface FormSpec {
  /** The fields (antd items, <Field>s), in their layout; a function when a new record's differ (a code set once). */
  fields: ReactNode | ((record: Values | null) => ReactNode);
  /** Form values of a new record. */
  defaults?: Values;
  /** Fields whose form value is not the wire value; also fields kept only in the form (a publish state). */
  transforms?: Record<string, FieldTransform>;
  /** A last change to the body, for fields that depend on each other. */
  finish?: (body: Values, values: Values, record: Values | null) => Values;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A form value as the schema wants it: text trimmed, nothing typed as null (or left out when null is refused). */
export function wireValue(schema: z.ZodType, value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text !== '') return text;
    if (accepts(schema, null)) return null;
    return accepts(schema, undefined) ? undefined : text;
  }
  if (value === undefined || value === null) return accepts(schema, null) ? null : undefined;
  return value;
}

/** The fields Enter may move between: what staff type or pick in, in the order they read them. */
const FIELDS =
  'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([disabled]), textarea:not([disabled])';

/**
 * A form's Enter key (docs/decisions/0040-numbers-and-forms.md): Enter in a field moves to the next field, and
 * submits only from the last one (or the submit button), so Enter in a birth date no longer checks a patient in
 * before the doctor, reason and services were reached. Ctrl+Enter (⌘+Enter) submits from anywhere, on purpose.
 * A control that used the key itself (a picked option, a day typed into a picker) has prevented its default first.
 */
export function enterMovesOn(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (!(field instanceof HTMLInputElement)) return;
    const fields = [...event.currentTarget.querySelectorAll<HTMLElement>(FIELDS)].filter(
      (candidate) => !candidate.closest('[hidden], [aria-hidden="true"], .ant-tabs-tabpane-hidden'),
    );
    // Not one of the form's own fields (a check box, or a box in a pop-up rendered elsewhere whose events React
    // still bubbles here, like the editor's link address): its Enter is its own.
    const at = fields.indexOf(field);
    if (at < 0) return;
    const next = fields[at + 1];
    event.preventDefault();
    if (next && !event.ctrlKey && !event.metaKey) next.focus();
    else submit();
  };
}

/** The form's values for a record (or a new one). */
export function formValues(
  schema: z.ZodObject,
  spec: Pick<FormSpec, 'defaults' | 'transforms'>,
  record: Values | null,
) {
  const names = new Set([...Object.keys(schema.shape), ...Object.keys(spec.transforms ?? {})]);
  const values: Values = {};
  for (const name of names) {
    const toForm = spec.transforms?.[name]?.toForm;
    const value = record ? (toForm ? toForm(record) : record[name]) : undefined;
    values[name] = value ?? spec.defaults?.[name] ?? undefined;
  }
  return values;
}

/** The request body from the form's values: the schema's fields only. */
export function requestBody(schema: z.ZodObject, spec: FormSpec, values: Values, record: Values | null): Values {
  const body: Values = {};
  for (const [name, fieldSchema] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const toWire = spec.transforms?.[name]?.toWire;
    const value = wireValue(fieldSchema, toWire ? toWire(values[name]) : values[name]);
    if (value !== undefined) body[name] = value;
  }
  return spec.finish ? spec.finish(body, values, record) : body;
}

interface FormContext {
  schema: z.ZodObject;
  transforms: Record<string, FieldTransform>;
  label: (name: string) => string;
}

const KitFormContext = createContext<FormContext | null>(null);

/** A field's label from `<prefix>.<name>`; an English twin (`tieude_en`) without its own is its pair's, marked English. */
function useLabels(prefix: string) {
  const { t } = useI18n();
  return (name: string) => {
    const own = t(`${prefix}.${name}`);
    if (own !== `${prefix}.${name}` || !name.endsWith('_en')) return own;
    return t('admin.kit.lang.enLabel', { label: t(`${prefix}.${name.slice(0, -3)}`) });
  };
}

export interface FieldProps extends Omit<FormItemProps, 'name' | 'label'> {
  name: string;
  label?: ReactNode;
  /** A hint under the field. */
  hint?: ReactNode;
}

/** One field of a kit form: the contract's rule, the locale's label, the server's message under it. */
export function Field({ name, label, hint, rules = [], children, ...rest }: FieldProps) {
  const { lang } = useI18n();
  const context = useContext(KitFormContext);
  if (!context) throw new Error('Field outside KitForm');
  const fieldSchema = context.schema.shape[name] as z.ZodType | undefined;
  const text = label ?? context.label(name);
  const toWire = context.transforms[name]?.toWire;
  const own: FormRule[] = [];
  if (fieldSchema) {
    const rule = schemaRule(fieldSchema, lang, typeof text === 'string' ? text : undefined);
    own.push({
      validator: (ruleObject, value) =>
        rule.validator(ruleObject, wireValue(fieldSchema, toWire ? toWire(value) : value)),
    });
  }
  const required = fieldSchema ? !accepts(fieldSchema, null) && !accepts(fieldSchema, undefined) : undefined;
  return (
    <Form.Item name={name} label={text} required={required} rules={[...own, ...rules]} extra={hint} {...rest}>
      {children ?? <Input />}
    </Form.Item>
  );
}

export interface KitFormProps {
  schema: z.ZodObject;
  /** Locale prefix of the labels: `admin.resources.news.fields`. */
  labels: string;
  spec: FormSpec;
  /** The record edited, or null for a new one. */
  record: Values | null;
  readOnly?: boolean;
  submitText: string;
  /** Sends the body; the failure's message is shown by the API client. */
  submit: (body: Values) => Promise<Outcome<unknown>>;
  onSaved: (data: unknown) => void;
  /** More buttons beside Save; `discard` forgets unsaved changes (before deleting, say). */
  extra?: (discard: () => void) => ReactNode;
}

export function KitForm({ schema, labels, spec, record, readOnly, submitText, submit, onSaved, extra }: KitFormProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [initialValues] = useState(() => formValues(schema, spec, record));
  const unsaved = useUnsavedChanges();
  const label = useLabels(labels);
  useLanguageRevalidation(form);

  const save = async () => {
    const values = form.getFieldsValue(true) as Values;
    setSaving(true);
    const outcome = await submit(requestBody(schema, spec, values, record));
    setSaving(false);
    if (outcome.success) {
      unsaved.markClean();
      onSaved(outcome.data);
      return;
    }
    if ('sessionEnded' in outcome && outcome.sessionEnded) return;
    const names = [...Object.keys(schema.shape), ...Object.keys(spec.transforms ?? {})];
    showFieldErrors(form, outcome.errors, names);
    const first = Object.keys(outcome.errors ?? {})
      .map((path) => (names.includes(path) ? path : path.split('.')[0]!))
      .find((name) => names.includes(name));
    if (first) form.scrollToField(first, { block: 'center' });
  };

  return (
    <KitFormContext.Provider value={{ schema, transforms: spec.transforms ?? {}, label }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={readOnly}
        scrollToFirstError
        onValuesChange={unsaved.markDirty}
        onKeyDown={enterMovesOn(() => form.submit())}
        onFinish={() => void save()}
      >
        {typeof spec.fields === 'function' ? spec.fields(record) : spec.fields}
      </Form>
      {/* Outside the form, which a read-only view disables: Delete may be granted without Update. */}
      <Space wrap className={styles.formActions}>
        {!readOnly && (
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {submitText}
          </Button>
        )}
        {extra?.(unsaved.markClean)}
      </Space>
      {unsaved.guard}
    </KitFormContext.Provider>
  );
}
