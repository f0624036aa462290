// A resource's screen: the list at its url, a new record at /them-moi, one record at /:id, under whichever of
// the resource's urls opened it (/danh-muc-tin-tuc and /dmtintuc show the same screen). Create, update and
// delete appear only with the role's grant on one of the urls, Excel export with EXPORT, the print view with
// PRINT; a record the API does not find shows the not-found page. With `record`, the screen is that one record's
// editor (a single page of the site).
import { ArrowLeftOutlined, DeleteOutlined, FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Resource } from '@phongkham/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Popconfirm, Result, Select, Space, Tabs, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminApi } from '../api';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { KitColumn } from './columns';
import { DayRangeFilter, type DayRangeSpec } from './DayRangeFilter';
import { buildWorkbook, download, exportFileName, fetchAllRows } from './export';
import { KitForm, type FormSpec, type Values } from './form';
import { useScreenGrants, type ScreenGrants } from './grants';
import styles from './kit.module.css';
import { localPage, useEveryRow, useResourceList } from './list';
import { ListTable } from './ListTable';
import { PrintView } from './PrintView';
import { ApiError, fetchData, queryKeys, useInvalidate } from './query';
import { useClearable } from './selects';

export type KitResource = Pick<
  Resource,
  'key' | 'api' | 'urls' | 'sortFields' | 'defaultSort' | 'filters' | 'create' | 'update'
>;

/** A select above the list: its value lives in the URL under `name`. */
export interface FilterSpec {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  loading?: boolean;
  /** Typing narrows the options (a long list: staff members). */
  showSearch?: boolean;
}

/** A yes/no filter (`true`/`false` in the URL). */
export const booleanFilter = (name: string, label: string, yes: string, no: string): FilterSpec => ({
  name,
  label,
  options: [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ],
});

/** Where a screen's list, new record and records live. */
export interface ScreenPaths {
  list: string;
  add: string;
  item: (id: string) => string;
}

export interface ResourceScreenProps<Item extends { _id: string }, Rec extends object = Values> {
  resource: KitResource;
  /** The list's columns (table, export and print): a hook, so it may translate and load. */
  useColumns: () => KitColumn<Item>[];
  useFilters?: () => (FilterSpec | DayRangeSpec)[];
  /**
   * One filter shown as tabs above the list, with an "all" tab first (a resource of several lists: the
   * catalogues' `loai`). The value lives in the URL like any filter, and a record added from a tab starts in it.
   */
  useTabs?: () => FilterSpec;
  /** The create and edit form; a read-only resource has none (no create page, no editor). */
  form?: FormSpec;
  /**
   * Why nothing can be added right now (every kind of a one-per-kind record exists), or null: the add button is then
   * off and the reason is shown above the list, rather than a form that can only be refused.
   */
  useCreateBlocked?: () => string | null;
  /**
   * The record page in place of the kit's editor: read-only (the activity history's before/after) or a record
   * with its own rules and actions (a staff account). Typed by the screen (`(record: StaffMember) => …`): the
   * record is what the resource's API answers for one id.
   */
  recordView?: (record: Rec, paths: ScreenPaths) => ReactNode;
  /**
   * The paths under the url the screen was opened with, when they are not `base`, `base/them-moi` and
   * `base/:id` (the spec's staff records open at /nhanhvien/{id}, /users adds at /users/add). A list path
   * other than the base sends the base to the list.
   */
  paths?: (base: string) => ScreenPaths;
  /** A record nobody may change here even with the update grant (the system owner's role, for most editors). */
  locked?: (record: Values) => boolean;
  /** Why a record may not be deleted (built in, in use): its delete buttons are then off, with the reason. */
  deleteBlocked?: (record: Values) => string | null;
  /** Puts a delete button on each row of the list too, named after the row (its text here). */
  deleteInList?: (row: Item) => string;
  /**
   * The API answers every row at once (a catalogue defined by code): the browser searches, filters, sorts and
   * pages them, and a record is the row whose id (this function's answer) its path names.
   */
  everyRow?: (row: Omit<Item, '_id'>) => string;
  /** The heading of a record's page (its title). */
  recordTitle?: (record: Rec) => string;
  /** Other collections a write here changes (an article changes its category's count). */
  invalidates?: readonly string[];
  /**
   * The screen is one record's editor at the url it was opened with, without a list or a create page (a single
   * page of the site at /gioi-thieu); the record is read and saved at `${api}/<record>`.
   */
  record?: string;
  /** What the API does not offer whatever the grants (registered `without` it): no button or page for it. */
  without?: readonly ('create' | 'delete')[];
  /** Read-only content under a record's editor: what the record holds elsewhere (a group's services). */
  recordExtra?: (record: Values) => ReactNode;
  /** A tool above the list, inside its card (the addresses' look-up of an old address). */
  listExtra?: ReactNode;
}

interface Scope<Item extends { _id: string }> extends Omit<
  ResourceScreenProps<Item>,
  'paths' | 'recordView' | 'recordTitle'
> {
  recordView?: (record: Values, paths: ScreenPaths) => ReactNode;
  recordTitle?: (record: Values) => string;
  /** The path of the list under the url the screen was opened with. */
  base: string;
  paths: ScreenPaths;
  can: ScreenGrants;
  text: (key: string, params?: Record<string, string | number>) => string;
  /**
   * The resource's own wording of a kit text (`create`, `created`, `save`, `saved`, `deleted`), filled with the
   * record's fields ("Đã tạo tài khoản cho {{hoten}}"), or the kit's.
   */
  say: (key: string, record?: object) => string;
}

/** What a list link carries to the record page, so "back" returns to the same page, sort and filters. */
interface FromList {
  listSearch?: string;
}

function BackButton({ list }: { list: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const state = useLocation().state as FromList | null;
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(`${list}${state?.listSearch ?? ''}`)}>
      {t('admin.kit.backToList')}
    </Button>
  );
}

/** The delete button of a row or a record: off with its reason when the record may not go. */
function DeleteButton({ blocked, label, onConfirm }: { blocked: string | null; label?: string; onConfirm(): void }) {
  const { t } = useI18n();
  const button = (
    <Button
      danger
      type={label ? 'text' : 'default'}
      icon={<DeleteOutlined />}
      disabled={blocked !== null}
      aria-label={label ? `${t('admin.kit.delete')}: ${label}` : undefined}
    >
      {label ? null : t('admin.kit.delete')}
    </Button>
  );
  if (blocked !== null) {
    return (
      <Tooltip title={blocked}>
        <span className={styles.disabledAction}>{button}</span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={t('admin.kit.deleteConfirm')}
      okText={t('admin.kit.delete')}
      cancelText={t('admin.kit.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {button}
    </Popconfirm>
  );
}

/** Deletes a record and forgets what was read of it; false when the API refused. */
function useRemove(resource: KitResource, others: readonly string[], say: Scope<{ _id: string }>['say']) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return async (record: { _id: string }) => {
    const outcome = await adminApi.send('DELETE', `${resource.api}/${record._id}`, undefined);
    if (!outcome.success) return false;
    client.removeQueries({ queryKey: queryKeys.record(resource.api, record._id) });
    await invalidate([resource.api, ...others]);
    void message.success(say('deleted', record));
    return true;
  };
}

function ListPage<Item extends { _id: string }>(scope: Scope<Item>) {
  const clearText = useClearable('text');
  const clearable = useClearable();
  const { resource, can, paths, text } = scope;
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useResourceList<Item>(resource, scope.everyRow as ((row: Item) => string) | undefined);
  const remove = useRemove(resource, scope.invalidates ?? [], scope.say);
  const named = scope.deleteInList;
  const columns = scope.useColumns();
  const tableColumns: KitColumn<Item>[] =
    can.delete && named
      ? [
          ...columns,
          {
            key: 'actions',
            title: t('admin.kit.actions'),
            value: () => null,
            render: (row) => (
              <DeleteButton
                label={named(row)}
                blocked={scope.deleteBlocked?.(row as unknown as Values) ?? null}
                onConfirm={() => void remove(row)}
              />
            ),
          },
        ]
      : columns;
  const filters = scope.useFilters?.() ?? [];
  const tabs = scope.useTabs?.();
  const createBlocked = scope.useCreateBlocked?.() ?? null;
  const tab = tabs ? list.state.filters[tabs.name] : undefined;
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const [printRows, setPrintRows] = useState<Item[] | null>(null);
  const title = text('title');
  // A resource may say in a sentence what its list is (`admin.resources.<key>.intro`).
  const intro = text('intro');

  /** Every row of the current filtered, sorted list. */
  const allRows = async () => {
    if (list.data && scope.everyRow) return localPage(list.all, { ...list.state, limit: 0 }).docs;
    const page = await fetchAllRows<Item>(resource.api, list.state.query);
    if (page && page.totalDocs > page.docs.length) {
      void message.warning(t('admin.kit.truncated', { count: page.docs.length, total: page.totalDocs }));
    }
    return page?.docs ?? null;
  };
  const exportList = async () => {
    setBusy('export');
    try {
      const rows = await allRows();
      if (rows) download(await buildWorkbook(title, columns, rows, lang, t), exportFileName(title));
    } finally {
      setBusy(null);
    }
  };
  const printList = async () => {
    setBusy('print');
    try {
      setPrintRows(await allRows());
    } finally {
      setBusy(null);
    }
  };

  const { state } = list;
  return (
    <Card
      title={title}
      extra={
        <Space wrap>
          {can.export && (
            <Button icon={<FileExcelOutlined />} loading={busy === 'export'} onClick={() => void exportList()}>
              {t('admin.kit.export')}
            </Button>
          )}
          {can.print && (
            <Button icon={<PrinterOutlined />} loading={busy === 'print'} onClick={() => void printList()}>
              {t('admin.kit.print')}
            </Button>
          )}
          {can.create && scope.form && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={createBlocked !== null}
              onClick={() =>
                void navigate(tabs && tab ? `${paths.add}?${new URLSearchParams({ [tabs.name]: tab })}` : paths.add)
              }
            >
              {text('add')}
            </Button>
          )}
        </Space>
      }
    >
      {intro !== `admin.resources.${resource.key}.intro` && (
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      )}
      {can.create && createBlocked && (
        <Alert type="info" showIcon className={styles.createBlocked} title={createBlocked} />
      )}
      {scope.listExtra}
      {tabs && (
        <Tabs
          aria-label={tabs.label}
          activeKey={tab ?? ''}
          items={[
            { key: '', label: t('admin.kit.allTabs') },
            ...tabs.options.map((o) => ({ key: o.value, label: o.label })),
          ]}
          onChange={(key) => state.update({ [tabs.name]: key || undefined })}
        />
      )}
      <div className={styles.toolbar}>
        <Input.Search
          allowClear={clearText}
          className={styles.search}
          key={state.q ?? ''}
          defaultValue={state.q ?? ''}
          placeholder={text('searchPlaceholder')}
          aria-label={t('admin.kit.search')}
          onSearch={(value) => state.update({ q: value.trim() })}
        />
        {filters.map((filter) =>
          'kind' in filter ? (
            <DayRangeFilter key={filter.from} spec={filter} state={state} />
          ) : (
            <Select
              key={filter.name}
              allowClear={clearable}
              className={styles.filter}
              placeholder={filter.label}
              aria-label={filter.label}
              loading={filter.loading}
              showSearch={filter.showSearch}
              optionFilterProp="label"
              value={state.filters[filter.name]}
              options={filter.options}
              onChange={(value?: string) => state.update({ [filter.name]: value })}
            />
          ),
        )}
        {state.narrowed && <Button onClick={state.clear}>{t('admin.kit.clearFilters')}</Button>}
      </div>
      <ListTable<Item>
        state={state}
        data={list.data}
        loading={list.loading}
        columns={tableColumns}
        itemPath={(row) => paths.item(row._id)}
        linkState={{ listSearch: search } satisfies FromList}
      />
      <PrintView title={title} columns={columns} rows={printRows} onClose={() => setPrintRows(null)} />
    </Card>
  );
}

type Editable<Item extends { _id: string }> = Scope<Item> & { form: FormSpec };

function CreatePage<Item extends { _id: string }>(scope: Editable<Item>) {
  const { resource, paths, text } = scope;
  // Added from a tab of the list: the new record starts in that tab's value.
  const tabs = scope.useTabs?.();
  const { search } = useLocation();
  const preset = tabs ? new URLSearchParams(search).get(tabs.name) : null;
  const spec =
    tabs && preset && tabs.options.some((o) => o.value === preset)
      ? { ...scope.form, defaults: { ...scope.form.defaults, [tabs.name]: preset } }
      : scope.form;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const saved = async (data: unknown) => {
    const record = data as Values & { _id: string };
    await invalidate([resource.api, ...(scope.invalidates ?? [])]);
    client.setQueryData(queryKeys.record(resource.api, record._id), record);
    void message.success(scope.say('created', record));
    void navigate(paths.item(record._id), { replace: true });
  };
  return (
    <Card title={text('add')} extra={<BackButton list={paths.list} />}>
      <KitForm
        schema={resource.create}
        labels={`admin.resources.${resource.key}.fields`}
        spec={spec}
        record={null}
        submitText={scope.say('create')}
        submit={(body) => adminApi.send('POST', resource.api, body)}
        onSaved={(data) => void saved(data)}
      />
    </Card>
  );
}

/** A record's editor; `id` is what its path named, which the API reads and saves it by. */
function RecordEditor<Item extends { _id: string }>({
  scope,
  record,
  id,
}: {
  scope: Editable<Item>;
  record: Values;
  id: string;
}) {
  const { resource, paths, can } = scope;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const others = scope.invalidates ?? [];
  const remove = useRemove(resource, others, scope.say);

  const saved = async (data: unknown) => {
    await Promise.all([client.invalidateQueries({ queryKey: queryKeys.lists(resource.api) }), invalidate(others)]);
    client.setQueryData(queryKeys.record(resource.api, id), data);
    void message.success(scope.say('saved', data as object));
  };
  const blocked = scope.deleteBlocked?.(record) ?? null;
  return (
    <Card
      title={scope.recordTitle?.(record) ?? scope.text('editTitle')}
      extra={scope.record === undefined && <BackButton list={paths.list} />}
    >
      <KitForm
        schema={resource.update}
        labels={`admin.resources.${resource.key}.fields`}
        spec={scope.form}
        record={record}
        readOnly={!can.update || scope.locked?.(record) === true}
        submitText={scope.say('save')}
        submit={(body) => adminApi.send('PUT', `${resource.api}/${id}`, body)}
        onSaved={(data) => void saved(data)}
        extra={(discard) =>
          can.delete &&
          blocked === null && (
            <DeleteButton
              blocked={null}
              onConfirm={() =>
                void remove({ ...record, _id: id }).then((done) => {
                  if (!done) return;
                  discard();
                  void navigate(paths.list);
                })
              }
            />
          )
        }
      />
      {scope.recordExtra?.(record)}
    </Card>
  );
}

function RecordPage<Item extends { _id: string }>(scope: Scope<Item>) {
  const { t } = useI18n();
  const params = useParams();
  const id = scope.record ?? params.id!;
  const { api } = scope.resource;
  const everyRow = scope.everyRow as ((row: Values) => string) | undefined;
  const one = useQuery({
    queryKey: queryKeys.record(api, id),
    queryFn: () => fetchData<Values>(`${api}/${id}`, undefined, true),
    enabled: !everyRow,
  });
  const all = useEveryRow(api, everyRow);
  const query = everyRow ? { ...all, data: all.data?.find((row) => row._id === id) } : one;
  if (query.isPending) return <Card loading />;
  if (everyRow && !query.isError && !query.data) return <NotFoundPage />;
  if (query.isError) {
    // The API answered (404, or an id it refuses): the not-found page. No answer at all: offer to try again.
    if (!(query.error instanceof ApiError && query.error.local)) return <NotFoundPage />;
    return (
      <Result
        status="warning"
        title={t('admin.kit.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('admin.kit.retry')}</Button>}
      />
    );
  }
  const record = query.data!;
  if (scope.recordView) {
    return (
      <Card
        title={scope.recordTitle?.(record) ?? scope.text('editTitle')}
        extra={scope.record === undefined && <BackButton list={scope.paths.list} />}
      >
        {scope.recordView(record, scope.paths)}
      </Card>
    );
  }
  if (!scope.form) return <NotFoundPage />;
  return (
    <RecordEditor
      key={`${id}:${String(record.updatedAt)}`}
      scope={{ ...scope, form: scope.form }}
      record={record}
      id={id}
    />
  );
}

/** The list's path below the url the screen was opened with (`/dmtintuc` or `/danh-muc-tin-tuc`). */
function useScreenBase(): string {
  const { pathname } = useLocation();
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const path = pathname.replace(/\/+$/, '');
  return (rest && path.endsWith(rest) ? path.slice(0, path.length - rest.length) : path).replace(/\/+$/, '');
}

export function ResourceScreen<Item extends { _id: string }, Rec extends object = Values>({
  recordView,
  recordTitle,
  ...props
}: ResourceScreenProps<Item, Rec>) {
  const { t } = useI18n();
  const grants = useScreenGrants(props.resource.urls);
  const without = props.without ?? [];
  const can = {
    ...grants,
    create: grants.create && !without.includes('create'),
    delete: grants.delete && !without.includes('delete'),
  };
  const base = useScreenBase();
  const paths = props.paths?.(base) ?? { list: base, add: `${base}/them-moi`, item: (id) => `${base}/${id}` };
  const addSegment = paths.add.startsWith(`${base}/`) ? paths.add.slice(base.length + 1) : null;
  const scope: Scope<Item> = {
    ...props,
    // The one place the record read as plain values meets the screen's type: the API answers that type for an id.
    recordView: recordView && ((record, screenPaths) => recordView(record as Rec, screenPaths)),
    recordTitle: recordTitle && ((record) => recordTitle(record as Rec)),
    base,
    paths,
    can,
    text: (key, params) => t(`admin.resources.${props.resource.key}.${key}`, params),
    say: (key, record = {}) => {
      const own = `admin.resources.${props.resource.key}.${key}`;
      const params = Object.fromEntries(
        Object.entries(record).filter((entry): entry is [string, string | number] =>
          ['string', 'number'].includes(typeof entry[1]),
        ),
      );
      const text = t(own, params);
      return text === own ? t(`admin.kit.${key}`) : text;
    },
  };
  if (props.record !== undefined) {
    return (
      <Routes>
        <Route index element={<RecordPage {...scope} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={paths.list === base ? <ListPage {...scope} /> : <Navigate to={paths.list} replace />} />
      {addSegment && (
        <Route
          path={addSegment}
          element={can.create && props.form ? <CreatePage {...scope} form={props.form} /> : <NotFoundPage />}
        />
      )}
      <Route path=":id" element={<RecordPage {...scope} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
