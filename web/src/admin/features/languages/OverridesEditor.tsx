// A language's translation overrides, on its record page: every text of the shipped locale files (key, vi and en
// wording), searched without diacritics and paged by the API, each with its override. Staff override a text in a
// dialog (the shipped wording shown above, its {{placeholders}} kept: checked here and by the API) or remove the
// override to bring the shipped text back. The public site and the back office read the change without a rebuild.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { overrideResource, placeholdersOf, type Paginated, type TranslationKey } from '@phongkham/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { loadAdminOverrides } from '../../i18n';
import { Field, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData, queryKeys } from '../../kit/query';
import { useClearable } from '../../kit/selects';

const PAGE_SIZE = 20;

const keysApiOf = (languageId: string) => `/api/ngonngu/${languageId}/khoa`;
/** What an override's write makes stale: the language's keys, the overrides, and the language's count of them. */
const staleAfterWrite = (languageId: string) => [keysApiOf(languageId), overrideResource.api, '/api/ngonngu'];

export function OverridesEditor({ language }: { language: Values }) {
  const clearText = useClearable('text');
  const { t, lang } = useI18n();
  const can = useScreenGrants(overrideResource.urls);
  const languageId = String(language._id);
  const code = String(language.ma) as 'vi' | 'en';
  const keysApi = keysApiOf(languageId);
  const [search, setSearch] = useState('');
  const [onlyOverridden, setOnlyOverridden] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TranslationKey | null>(null);
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.translationOverrides.${key}`, params);

  const query = { q: search || undefined, chisua: onlyOverridden || undefined, page, limit: PAGE_SIZE };
  const keys = useQuery({
    queryKey: queryKeys.list(keysApi, query),
    queryFn: () => fetchData<Paginated<TranslationKey>>(keysApi, query),
    placeholderData: keepPreviousData,
  });

  // The back office's own texts follow at once when the change is in the language on screen.
  const written = () => {
    if (code === lang) void loadAdminOverrides(lang);
  };
  const removal = useResourceMutation<unknown, TranslationKey>({
    request: (row) => ({ method: 'DELETE', path: `${overrideResource.api}/${row.bandich!._id}` }),
    invalidates: staleAfterWrite(languageId),
    success: (_data, row) => text('deleted', { khoa: row.khoa }),
  });
  const remove = async (row: TranslationKey) => {
    if ((await removal.run(row)).success) written();
  };

  const keyText = (row: TranslationKey) => (
    // Keys are long and unbroken: they wrap where needed rather than widen the table past a phone's screen.
    <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
      {row.khoa}
    </Typography.Text>
  );
  const current = (row: TranslationKey) =>
    row.bandich ? (
      <Typography.Text strong>{row.bandich.noidung}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{text('notOverridden')}</Typography.Text>
    );
  const columns: ColumnsType<TranslationKey> = [
    // On a phone, one column: the key above the text in use.
    {
      key: 'compact',
      title: text('inUse'),
      responsive: ['xs'],
      render: (_value, row) => (
        <>
          <div>{keyText(row)}</div>
          <div style={{ marginTop: 4 }}>{row.bandich ? current(row) : row[code]}</div>
        </>
      ),
    },
    {
      key: 'khoa',
      title: text('fields.khoa'),
      width: '22%',
      responsive: ['sm'],
      render: (_value, row) => keyText(row),
    },
    { key: 'vi', title: text('shippedVi'), render: (_value, row) => row.vi, responsive: ['md'] },
    { key: 'en', title: text('shippedEn'), render: (_value, row) => row.en, responsive: ['lg'] },
    { key: 'bandich', title: text('fields.noidung'), responsive: ['sm'], render: (_value, row) => current(row) },
    {
      key: 'actions',
      title: t('admin.kit.actions'),
      width: 96,
      render: (_value, row) => (
        <Space size={0}>
          {(row.bandich ? can.update : can.create) && (
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${text('edit')}: ${row.khoa}`}
              onClick={() => setEditing(row)}
            />
          )}
          {row.bandich && can.delete && (
            <Popconfirm
              title={text('removeConfirm')}
              okText={text('remove')}
              cancelText={t('admin.kit.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => void remove(row)}
            >
              <Button danger type="text" icon={<DeleteOutlined />} aria-label={`${text('remove')}: ${row.khoa}`} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card type="inner" title={text('title')} style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">{text('intro')}</Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <Input.Search
          allowClear={clearText}
          placeholder={text('searchPlaceholder')}
          aria-label={text('searchPlaceholder')}
          style={{ width: '100%', maxWidth: 360 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Checkbox
          checked={onlyOverridden}
          onChange={(event) => {
            setOnlyOverridden(event.target.checked);
            setPage(1);
          }}
        >
          {text('onlyOverridden')}
        </Checkbox>
      </div>
      <Table<TranslationKey>
        size="small"
        rowKey="khoa"
        loading={keys.isFetching}
        dataSource={keys.data?.docs ?? []}
        columns={columns}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: keys.data?.totalDocs ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => text('total', { count: total }),
        }}
        locale={{ emptyText: text('empty') }}
      />
      <Modal
        open={editing !== null}
        title={editing ? `${text('edit')}: ${editing.khoa}` : ''}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <OverrideForm
            entry={editing}
            languageId={languageId}
            shipped={editing[code] ?? editing.vi}
            onSaved={() => {
              setEditing(null);
              written();
            }}
          />
        )}
      </Modal>
    </Card>
  );
}

function OverrideForm(props: { entry: TranslationKey; languageId: string; shipped: string; onSaved: () => void }) {
  const { t } = useI18n();
  const { entry, languageId, shipped } = props;
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.translationOverrides.${key}`, params);
  const wanted = placeholdersOf(shipped);
  const record = entry.bandich
    ? { _id: entry.bandich._id, ngonngu_id: languageId, khoa: entry.khoa, noidung: entry.bandich.noidung }
    : null;
  const save = useResourceMutation<unknown, Values>({
    request: (body) =>
      record
        ? { method: 'PUT', path: `${overrideResource.api}/${record._id}`, body }
        : { method: 'POST', path: overrideResource.api, body },
    invalidates: staleAfterWrite(languageId),
    success: () => text(record ? 'saved' : 'created', { khoa: entry.khoa }),
  });
  const spec: FormSpec = {
    fields: (
      <>
        <Typography.Paragraph>
          <Typography.Text type="secondary">{text('shipped')}: </Typography.Text>
          {shipped}
        </Typography.Paragraph>
        <Field
          name="noidung"
          hint={
            wanted.length ? text('placeholdersHint', { list: wanted.map((n) => `{{${n}}}`).join(', ') }) : undefined
          }
          rules={[
            {
              // The API refuses it too; saying so before sending keeps the dialog's flow.
              validator: async (_rule, value: unknown) => {
                if (typeof value !== 'string' || !value.trim()) return;
                if (placeholdersOf(value).join() !== wanted.join()) {
                  throw new Error(
                    t('validation.overridePlaceholders', {
                      placeholders: wanted.length ? wanted.map((n) => `{{${n}}}`).join(', ') : '—',
                    }),
                  );
                }
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} />
        </Field>
      </>
    ),
    defaults: { ngonngu_id: languageId, khoa: entry.khoa, noidung: shipped },
  };
  return (
    <KitForm
      schema={record ? overrideResource.update : overrideResource.create}
      labels="admin.resources.translationOverrides.fields"
      spec={spec}
      record={record}
      submitText={text('save')}
      submit={save.run}
      onSaved={props.onSaved}
    />
  );
}
