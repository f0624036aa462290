// The kit's form: each field's rule comes from the contract schema the API checks with, the server's
// per-field messages appear under their fields, and leaving with unsaved changes asks first. A screen lists
// its fields (<Field name="tieude" />); labels come from the locale files, values go to the API as the
// schema wants them (trimmed, empty as null), and transforms cover fields whose form value differs
// (a picture object for an id, a dayjs for ISO text). A list of rows (a prescription's lines, a panel's values) is a
// <FieldList> whose <Field>s take their rules from the list's element schema.
import { Button, Form, Input, Space, type FormInstance, type FormItemProps, type FormRule } from 'antd';
import { createContext, useContext, useState, type KeyboardEvent, type ReactNode } from 'react';
import { z } from 'zod';
import type { Outcome } from '../../shared/api/client';
import { schemaRule } from '../../shared/form-rules';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useLanguageRevalidation } from '../forms';
import styles from './kit.module.css';
import { showErrorsOnForm } from './mutation';
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

/** The schema under optional, nullable and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let at = schema;
  while (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault) {
    at = at.unwrap() as z.ZodType;
  }
  return at;
}

/** The schema of a field inside a list or object field (`['chitiet', 0, 'lieu_moilan']`), if the schema has one. */
export function schemaAt(schema: z.ZodType, path: readonly (string | number)[]): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const part of path) {
    const inner: z.ZodType = unwrapped(at);
    if (inner instanceof z.ZodArray) at = typeof part === 'number' ? (inner.element as z.ZodType) : undefined;
    else if (inner instanceof z.ZodObject) at = (inner.shape as Record<string, z.ZodType>)[part];
    else at = undefined;
    if (!at) return undefined;
  }
  return at;
}

/**
 * A form value as the schema wants it: text trimmed, nothing typed as null (or left out when null is refused); the
 * rows of a list of objects alike, field by field, with only the element's fields the row carries.
 */
export function wireValue(schema: z.ZodType, value: unknown): unknown {
  const inner = unwrapped(schema);
  if (
    Array.isArray(value) &&
    inner instanceof z.ZodArray &&
    unwrapped(inner.element as z.ZodType) instanceof z.ZodObject
  ) {
    const element = unwrapped(inner.element as z.ZodType) as z.ZodObject;
    return value.map((row: Values) => {
      const body: Values = {};
      for (const [name, fieldSchema] of Object.entries(element.shape) as [string, z.ZodType][]) {
        // A field the row does not carry (the form has no input for it) is left out, not sent as null.
        if (!row || !(name in row)) continue;
        const wire = wireValue(fieldSchema, row[name]);
        if (wire !== undefined) body[name] = wire;
      }
      return body;
    });
  }
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
/** The path of the <FieldList> a field sits in: its items' names are relative to it (antd's Form.List). */
const ListContext = createContext<(string | number)[]>([]);

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
  /** The schema's field, or inside a <FieldList> the row's (`[index, 'lieu_moilan']`). */
  name: string | (string | number)[];
  /** The locale's label by default; a field inside a list has none unless given (its box names itself). */
  label?: ReactNode;
  /** A hint under the field. */
  hint?: ReactNode;
}

/** One field of a kit form: the contract's rule, the locale's label, the server's message under it. */
export function Field({ name, label, hint, rules = [], children, ...rest }: FieldProps) {
  const { lang } = useI18n();
  const context = useContext(KitFormContext);
  const list = useContext(ListContext);
  if (!context) throw new Error('Field outside KitForm');
  const path = [...list, ...(typeof name === 'string' ? [name] : name)];
  const fieldSchema = schemaAt(context.schema, path);
  const text = label ?? (typeof name === 'string' && list.length === 0 ? context.label(name) : undefined);
  const toWire = typeof name === 'string' && list.length === 0 ? context.transforms[name]?.toWire : undefined;
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

export interface FieldListProps {
  /** The schema's list field (`chitiet`). */
  name: string;
  /** The rows, from antd's Form.List: each row's <Field>s are named relative to it (`[field.name, 'songay']`). */
  children: (...list: Parameters<Parameters<typeof Form.List>[0]['children']>) => ReactNode;
}

/**
 * A list field of a kit form: its rows' fields take the rules of the list's element schema, and a message on the
 * list itself (the server's "at most 30 lines") shows under it.
 */
export function FieldList({ name, children }: FieldListProps) {
  const list = useContext(ListContext);
  return (
    <ListContext.Provider value={[...list, name]}>
      <Form.List name={name}>
        {(fields, operations, meta) => (
          <>
            {children(fields, operations, meta)}
            <Form.ErrorList errors={meta.errors} />
          </>
        )}
      </Form.List>
    </ListContext.Provider>
  );
}

export interface KitFormProps {
  schema: z.ZodObject;
  /** Locale prefix of the labels: `admin.resources.news.fields`. */
  labels: string;
  spec: FormSpec;
  /** The record edited, typed as its API answers it, or null for a new one. */
  record: object | null;
  readOnly?: boolean;
  submitText: string;
  /** Sends the body; the failure's message is shown by the API client. */
  submit: (body: Values) => Promise<Outcome<unknown>>;
  onSaved: (data: unknown) => void;
  /**
   * More buttons beside Save; `discard` forgets unsaved changes (before deleting, say); `save` checks and saves the
   * form as Save does and answers the outcome, or null when a rule stopped it (a sign button saves first).
   */
  extra?: (discard: () => void, save: () => Promise<Outcome<unknown> | null>) => ReactNode;
  /** The form's instance, for a page that reads its values as they are typed (warnings beside the form). */
  form?: FormInstance<Values>;
}

export function KitForm({
  schema,
  labels,
  spec,
  record,
  readOnly,
  submitText,
  submit,
  onSaved,
  extra,
  form: given,
}: KitFormProps) {
  // The one place a typed record is read field by field.
  const current = record as Values | null;
  const [form] = Form.useForm<Values>(given);
  const [saving, setSaving] = useState(false);
  const [initialValues] = useState(() => formValues(schema, spec, current));
  const unsaved = useUnsavedChanges();
  const label = useLabels(labels);
  useLanguageRevalidation(form);

  const save = async () => {
    const values = form.getFieldsValue(true) as Values;
    setSaving(true);
    const outcome = await submit(requestBody(schema, spec, values, current));
    setSaving(false);
    if (outcome.success) {
      unsaved.markClean();
      onSaved(outcome.data);
      return outcome;
    }
    // Each message under the deepest field its path names ("chitiet.0.soluong" under that line's quantity).
    if (!('sessionEnded' in outcome && outcome.sessionEnded)) showErrorsOnForm(form, outcome.errors);
    return outcome;
  };
  const checkedSave = async () => {
    try {
      await form.validateFields();
    } catch {
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) form.scrollToField(first.name, { block: 'center' });
      return null;
    }
    return save();
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
        {typeof spec.fields === 'function' ? spec.fields(current) : spec.fields}
      </Form>
      {/* Outside the form, which a read-only view disables: Delete may be granted without Update. */}
      <Space wrap className={styles.formActions}>
        {!readOnly && (
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {submitText}
          </Button>
        )}
        {extra?.(unsaved.markClean, checkedSave)}
      </Space>
      {unsaved.guard}
    </KitFormContext.Provider>
  );
}
