// A resource's screen: the list at its url, a new record at /them-moi, one record at /:id, under whichever of
// the resource's urls opened it (/danh-muc-tin-tuc and /dmtintuc show the same screen). Create, update and
// delete appear only with the role's grant on one of the urls, Excel export with EXPORT, the print view with
// PRINT; a record the API does not find shows the not-found page.
import { ArrowLeftOutlined, DeleteOutlined, FileExcelOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Resource } from '@phongkham/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Result, Select, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminApi } from '../api';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { KitColumn } from './columns';
import { DayRangeFilter, type DayRangeSpec } from './DayRangeFilter';
import { buildWorkbook, download, exportFileName, fetchAllRows } from './export';
import { KitForm, type FormSpec, type Values } from './form';
import { useScreenGrants, type ScreenGrants } from './grants';
import styles from './kit.module.css';
import { useResourceList } from './list';
import { ListTable } from './ListTable';
import { PrintView } from './PrintView';
import { ApiError, fetchData, queryKeys, useInvalidate } from './query';

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

export interface ResourceScreenProps<Item extends { _id: string }> {
  resource: KitResource;
  /** The list's columns (table, export and print): a hook, so it may translate and load. */
  useColumns: () => KitColumn<Item>[];
  useFilters?: () => (FilterSpec | DayRangeSpec)[];
  /** The create and edit form; a read-only resource has none (no create page, no editor). */
  form?: FormSpec;
  /** A read-only record page in place of the editor (the activity history's before/after). */
  recordView?: (record: Values) => ReactNode;
  /** The heading of a record's page (its title). */
  recordTitle?: (record: Values) => string;
  /** Other collections a write here changes (an article changes its category's count). */
  invalidates?: readonly string[];
}

interface Scope<Item extends { _id: string }> extends ResourceScreenProps<Item> {
  /** The path of the list under the url the screen was opened with. */
  base: string;
  can: ScreenGrants;
  text: (key: string, params?: Record<string, string | number>) => string;
}

/** What a list link carries to the record page, so "back" returns to the same page, sort and filters. */
interface FromList {
  listSearch?: string;
}

function BackButton({ base }: { base: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const state = useLocation().state as FromList | null;
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(`${base}${state?.listSearch ?? ''}`)}>
      {t('admin.kit.backToList')}
    </Button>
  );
}

function ListPage<Item extends { _id: string }>(scope: Scope<Item>) {
  const { resource, can, base, text } = scope;
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useResourceList<Item>(resource);
  const columns = scope.useColumns();
  const filters = scope.useFilters?.() ?? [];
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const [printRows, setPrintRows] = useState<Item[] | null>(null);
  const title = text('title');

  /** Every row of the current filtered, sorted list. */
  const allRows = async () => {
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
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${base}/them-moi`)}>
              {text('add')}
            </Button>
          )}
        </Space>
      }
    >
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
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
              allowClear
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
        columns={columns}
        itemPath={(row) => `${base}/${row._id}`}
        linkState={{ listSearch: search } satisfies FromList}
      />
      <PrintView title={title} columns={columns} rows={printRows} onClose={() => setPrintRows(null)} />
    </Card>
  );
}

type Editable<Item extends { _id: string }> = Scope<Item> & { form: FormSpec };

function CreatePage<Item extends { _id: string }>(scope: Editable<Item>) {
  const { resource, base, text } = scope;
  const { t } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const saved = async (data: unknown) => {
    const record = data as Values & { _id: string };
    await invalidate([resource.api, ...(scope.invalidates ?? [])]);
    client.setQueryData(queryKeys.record(resource.api, record._id), record);
    void message.success(t('admin.kit.created'));
    void navigate(`${base}/${record._id}`, { replace: true });
  };
  return (
    <Card title={text('add')} extra={<BackButton base={base} />}>
      <KitForm
        schema={resource.create}
        labels={`admin.resources.${resource.key}.fields`}
        spec={scope.form}
        record={null}
        submitText={t('admin.kit.create')}
        submit={(body) => adminApi.send('POST', resource.api, body)}
        onSaved={(data) => void saved(data)}
      />
    </Card>
  );
}

function RecordEditor<Item extends { _id: string }>({ scope, record }: { scope: Editable<Item>; record: Values }) {
  const { resource, base, can } = scope;
  const { t } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const path = `${resource.api}/${String(record._id)}`;
  const key = queryKeys.record(resource.api, String(record._id));
  const others = scope.invalidates ?? [];

  const saved = async (data: unknown) => {
    await Promise.all([client.invalidateQueries({ queryKey: queryKeys.lists(resource.api) }), invalidate(others)]);
    client.setQueryData(key, data);
    void message.success(t('admin.kit.saved'));
  };
  const remove = async (discard: () => void) => {
    const outcome = await adminApi.send('DELETE', path, undefined);
    if (!outcome.success) return;
    discard();
    client.removeQueries({ queryKey: key });
    await invalidate([resource.api, ...others]);
    void message.success(t('admin.kit.deleted'));
    void navigate(base);
  };
  return (
    <Card title={scope.recordTitle?.(record) ?? scope.text('editTitle')} extra={<BackButton base={base} />}>
      <KitForm
        schema={resource.update}
        labels={`admin.resources.${resource.key}.fields`}
        spec={scope.form}
        record={record}
        readOnly={!can.update}
        submitText={t('admin.kit.save')}
        submit={(body) => adminApi.send('PUT', path, body)}
        onSaved={(data) => void saved(data)}
        extra={(discard) =>
          can.delete && (
            <Popconfirm
              title={t('admin.kit.deleteConfirm')}
              okText={t('admin.kit.delete')}
              cancelText={t('admin.kit.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(discard)}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('admin.kit.delete')}
              </Button>
            </Popconfirm>
          )
        }
      />
    </Card>
  );
}

function RecordPage<Item extends { _id: string }>(scope: Scope<Item>) {
  const { t } = useI18n();
  const id = useParams().id!;
  const { api } = scope.resource;
  const query = useQuery({
    queryKey: queryKeys.record(api, id),
    queryFn: () => fetchData<Values>(`${api}/${id}`, undefined, true),
  });
  if (query.isPending) return <Card loading />;
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
  const record = query.data;
  if (scope.recordView) {
    return (
      <Card title={scope.recordTitle?.(record) ?? scope.text('editTitle')} extra={<BackButton base={scope.base} />}>
        {scope.recordView(record)}
      </Card>
    );
  }
  if (!scope.form) return <NotFoundPage />;
  return (
    <RecordEditor key={`${id}:${String(record.updatedAt)}`} scope={{ ...scope, form: scope.form }} record={record} />
  );
}

/** The list's path below the url the screen was opened with (`/dmtintuc` or `/danh-muc-tin-tuc`). */
function useScreenBase(): string {
  const { pathname } = useLocation();
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const path = pathname.replace(/\/+$/, '');
  return (rest && path.endsWith(rest) ? path.slice(0, path.length - rest.length) : path).replace(/\/+$/, '');
}

export function ResourceScreen<Item extends { _id: string }>(props: ResourceScreenProps<Item>) {
  const { t } = useI18n();
  const can = useScreenGrants(props.resource.urls);
  const base = useScreenBase();
  const scope: Scope<Item> = {
    ...props,
    base,
    can,
    text: (key, params) => t(`admin.resources.${props.resource.key}.${key}`, params),
  };
  return (
    <Routes>
      <Route index element={<ListPage {...scope} />} />
      <Route
        path="them-moi"
        element={can.create && props.form ? <CreatePage {...scope} form={props.form} /> : <NotFoundPage />}
      />
      <Route path=":id" element={<RecordPage {...scope} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
