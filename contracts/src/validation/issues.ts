// Turns zod issues into localized messages. Our schemas carry message keys ("validation.phoneInvalid");
// issues without one get a generic key from the issue's code, so zod's English never reaches a user.
import { z } from 'zod';
import type { Lang, Params } from '../i18n';
import { hasMessage, translate } from '../messages';

type RawIssue = z.core.$ZodRawIssue;

function sizeKey(origin: unknown, edge: 'Min' | 'Max', exact: boolean): string {
  const kind = origin === 'string' ? 'string' : origin === 'array' || origin === 'set' ? 'array' : 'number';
  return `generic.${kind}${exact ? 'Len' : edge}`;
}

/** The generic message key for an issue that its schema gave no message for. */
export function genericIssueKey(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'generic.required' : 'generic.type';
    case 'too_small':
      // An empty string under min(1) is a missing value, not a length problem.
      if (issue.origin === 'string' && issue.input === '' && !issue.exact) return 'generic.required';
      return sizeKey(issue.origin, 'Min', Boolean(issue.exact));
    case 'too_big':
      return sizeKey(issue.origin, 'Max', Boolean(issue.exact));
    case 'invalid_value':
      return 'generic.enum';
    case 'invalid_format':
      if (issue.format === 'regex') return 'generic.pattern';
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time')
        return 'generic.dateFormat';
      if (issue.format === 'email') return 'validation.emailInvalid';
      return 'generic.type';
    case 'unrecognized_keys':
      return 'generic.unknownField';
    default:
      return 'generic.default';
  }
}

/** Installs the generic keys as zod's global error map; schema-level messages still win over it. */
export function installIssueKeys(): void {
  z.config({ customError: (issue) => genericIssueKey(issue) });
}

/** The fields of a zod issue as Fastify's validation error carries them. */
export interface IssueLike {
  code?: string;
  path?: readonly PropertyKey[];
  message: string;
  [detail: string]: unknown;
}

/** A zod issue straight from safeParse, or one rebuilt from a Fastify validation error. */
export type AnyIssue = IssueLike | z.core.$ZodIssue;

function fieldLabel(lang: Lang, path: readonly PropertyKey[], labels?: Record<string, string>): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  const name = typeof last === 'string' ? last : '';
  if (labels?.[name]) return labels[name];
  const key = `fields.${name}`;
  if (name && hasMessage(key)) return translate(lang, key);
  return name || translate(lang, 'generic.valueTitle');
}

function describeType(lang: Lang, expected: unknown): string {
  // zod calls an integer "int" (z.number().int(), z.int32()).
  const key = `types.${expected === 'int' ? 'integer' : String(expected)}`;
  return hasMessage(key) ? translate(lang, key) : String(expected ?? '');
}

/** One issue as text in the given language; `labels` names fields the way a form shows them. */
export function localizeIssue(issueLike: AnyIssue, lang: Lang, labels?: Record<string, string>): string {
  const issue = issueLike as IssueLike & Record<string, unknown>;
  const key = hasMessage(issue.message) ? issue.message : genericIssueKey(issue as unknown as RawIssue);
  // A refinement carries its details in `params` (sortParam's allowed values), not on the issue itself.
  const custom =
    issue.params !== null && typeof issue.params === 'object' ? (issue.params as Record<string, unknown>) : {};
  const listed = issue.values ?? custom.values;
  const values = Array.isArray(listed) ? listed.map(String).join(', ') : undefined;
  const keys = Array.isArray(issue.keys) ? issue.keys.map(String).join(', ') : undefined;
  const params: Params = {
    name: keys ?? fieldLabel(lang, issue.path ?? [], labels),
    min: issue.minimum as number | undefined,
    max: issue.maximum as number | undefined,
    len: (issue.minimum ?? issue.maximum) as number | undefined,
    values,
    type: describeType(lang, issue.expected ?? issue.format),
    pattern: issue.pattern instanceof RegExp ? issue.pattern.source : (issue.pattern as string | undefined),
  };
  return translate(lang, key, params);
}

/** Field path ("a.b.0") → first message for it, as the API's `errors` object and forms use it. */
export function localizeIssues(
  issues: readonly AnyIssue[],
  lang: Lang,
  labels?: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const anyIssue of issues) {
    const issue = anyIssue as IssueLike;
    const path = (issue.path ?? []).map(String);
    // Unknown keys are reported on their parent object (often the root); each belongs under its own name.
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)) {
      for (const name of issue.keys.map(String)) {
        const field = [...path, name].join('.');
        if (!(field in errors)) errors[field] = localizeIssue({ ...issue, keys: [name] }, lang, labels);
      }
      continue;
    }
    const field = path.join('.');
    if (!field || field in errors) continue;
    errors[field] = localizeIssue(issue, lang, labels);
  }
  return errors;
}
