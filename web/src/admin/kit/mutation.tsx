// The back office's writes on TanStack Query (docs/decisions/0045-web-writes-through-tanstack-query.md): one hook
// sends the request through adminApi, puts a refused form's per-field messages under its fields, reads again what
// the write made stale, tells the button it is busy and shows the success toast. The failure's toast is adminApi's,
// shown for every call (docs/product-rules.md, 'Messages and errors'), so it is never shown twice.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { CallOptions, Failure, Outcome } from '../../shared/api/client';
import { adminApi } from '../api';
import { ApiError, queryKeys } from './query';

/** The request of one write. */
export interface WriteRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  path: string;
  body?: unknown;
  /** adminApi's options: a longer timeout for an import, say. */
  options?: CallOptions;
}

export interface ResourceMutationOptions<TData, TVars> {
  /** The request made of what the screen hands to `run`. */
  request: (vars: TVars) => WriteRequest;
  /**
   * What the write makes stale, read again once the server has answered (a refusal too: a 409 usually means
   * someone else changed the record first): an API path stands for every read of that collection, an array is
   * one query key. The resource's own API comes first.
   */
  invalidates: readonly (string | QueryKey)[];
  /** The success toast, when the write has one (undefined: none for this answer). */
  success?: (data: TData, vars: TVars) => ReactNode | undefined;
  /** The form whose fields take a refusal's per-field messages (a 400's `errors`), the first scrolled into view. */
  form?: FormInstance;
}

/** A write the server refused, or that found no server: its per-field messages, and whether the session ended. */
export class WriteError extends ApiError {
  readonly outcome: Failure & { local?: true; sessionEnded?: true };
  constructor(outcome: Failure & { local?: true; sessionEnded?: true }) {
    super(outcome);
    this.outcome = outcome;
  }
}

const samePrefix = (name: readonly (string | number)[], parts: readonly string[]) =>
  name.length <= parts.length && name.every((part, at) => String(part) === parts[at]);

/**
 * Puts per-field messages ("benhnhan.hoten", "lichlamviec.1.ketthuc") under the form's registered fields: each goes
 * to the deepest field its path starts with, the first message per field only; a message no field owns stays in the
 * toast. Returns whether any landed.
 */
export function showErrorsOnForm(form: FormInstance, errors: Record<string, string> | undefined): boolean {
  if (!errors) return false;
  const names = form.getFieldsError().map((field) => field.name);
  const found = new Map<string, { name: (string | number)[]; message: string }>();
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    const name = names
      .filter((candidate) => samePrefix(candidate, parts))
      .reduce<(string | number)[] | undefined>(
        (best, next) => (best && best.length >= next.length ? best : next),
        undefined,
      );
    if (name && !found.has(name.join('.'))) found.set(name.join('.'), { name, message });
  }
  const fields = [...found.values()];
  if (!fields.length) return false;
  form.setFields(fields.map(({ name, message }) => ({ name, errors: [message] })));
  form.scrollToField(fields[0]!.name, { block: 'center' });
  return true;
}

/**
 * One kind of write of a screen. `run(vars)` answers the outcome (it never throws), after the stale reads have
 * loaded again; `busy` is true while a write is under way and `running` holds its variables (which row's button
 * spins).
 */
export function useResourceMutation<TData = unknown, TVars = void>({
  request,
  invalidates,
  success,
  form,
}: ResourceMutationOptions<TData, TVars>) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const mutation = useMutation<TData, WriteError, TVars>({
    mutationFn: async (vars) => {
      const { method, path, body, options } = request(vars);
      const outcome = await adminApi.send<TData>(method, path, body, options);
      if (!outcome.success) throw new WriteError(outcome);
      return outcome.data;
    },
    onSuccess: (data, vars) => {
      const text = success?.(data, vars);
      if (text) void message.success(text);
    },
    onError: (error) => {
      if (form && !error.outcome.sessionEnded) showErrorsOnForm(form, error.outcome.errors);
    },
    // Only when a server answered: after a network failure nothing changed, and a signed-out cache is emptied.
    onSettled: (_data, error) => {
      if (error?.outcome.local) return;
      return Promise.all(
        invalidates.map((key) =>
          client.invalidateQueries({ queryKey: typeof key === 'string' ? queryKeys.all(key) : key }),
        ),
      );
    },
  });
  const run = (vars: TVars): Promise<Outcome<TData>> =>
    mutation.mutateAsync(vars).then(
      (data) => ({ success: true, data }),
      (error: unknown) => {
        if (error instanceof WriteError) return error.outcome;
        throw error;
      },
    );
  return { run, busy: mutation.isPending, running: mutation.isPending ? mutation.variables : undefined };
}

/**
 * A move on a record (call the next patient, approve a result, confirm an appointment), a POST of the kit's write:
 * `busy` names the move under way, for its button's spinner; once the server has answered, every read of `apis`
 * loads again, refused moves included, since a refusal (409) usually means someone else moved the record first.
 * adminApi shows the refusal's message.
 */
export function useRecordAction(apis: readonly string[]) {
  const mutation = useResourceMutation<unknown, { key: string; path: string; body: object }>({
    request: ({ path, body }) => ({ method: 'POST', path, body }),
    invalidates: apis,
  });
  const run = <T = unknown,>(key: string, path: string, body: object) =>
    mutation.run({ key, path, body }) as Promise<Outcome<T>>;
  return { busy: mutation.running?.key ?? null, run };
}
