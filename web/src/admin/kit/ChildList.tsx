// Rows of another collection that belong to a record, listed on the record's page (a sponsored operation's
// donations): added, edited in a dialog with the kit's form (the child contract's rules, the server's field
// errors) and deleted in place, each only with the child collection's own grants. A write here reloads the
// record as well, whose figures may be made of these rows (what an operation has raised).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Paginated } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Modal, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { adminApi } from '../api';
import { cellText, type KitColumn } from './columns';
import { KitForm, type FormSpec, type Values } from './form';
import { useScreenGrants } from './grants';
import styles from './kit.module.css';
import { fetchData, queryKeys, useInvalidate } from './query';
import type { KitResource } from './ResourceScreen';

export interface ChildListSpec<Row extends { _id: string }> {
  /** The child collection; its urls' grants decide add, edit and delete here. */
  resource: KitResource;
  /** The child's field that names the record (`taitro_id`): the list is filtered on it, new rows carry it. */
  parentField: string;
  useColumns: () => KitColumn<Row>[];
  /** The dialog's form (fields of the child's create and update schemas). */
  form: FormSpec;
  /** What a row is called on its buttons, for screen readers ("Sửa: Nhóm thiện nguyện Ánh Dương"). */
  rowName: (row: Row) => string;
  /** Above the rows: what they come to for the record (raised against the target). */
  summary?: (record: Values) => ReactNode;
}

export interface ChildListProps<Row extends { _id: string }> {
  spec: ChildListSpec<Row>;
  /** The record the rows belong to, as its page holds it. */
  record: Values;
  /** The record's own collection, read again after each write here. */
  recordApi: string;
}

type Dialog<Row> = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

export function ChildList<Row extends { _id: string }>({ spec, record, recordApi }: ChildListProps<Row>) {
  const { t, lang } = useI18n();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { resource } = spec;
  const can = useScreenGrants(resource.urls);
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const parentId = String(record._id);
  const query = { [spec.parentField]: parentId, sort: resource.defaultSort, limit: 0 };
  const rows = useQuery({
    queryKey: queryKeys.list(resource.api, query),
    queryFn: () => fetchData<Paginated<Row>>(resource.api, query),
  });
  const columns = spec.useColumns();

  const text = (key: string) => t(`admin.resources.${resource.key}.${key}`);
  /** The resource's own wording of a kit text, filled with the row's fields, or the kit's. */
  const say = (key: string, row: object = {}) => {
    const own = `admin.resources.${resource.key}.${key}`;
    const params = Object.fromEntries(
      Object.entries(row).filter((entry): entry is [string, string | number] =>
        ['string', 'number'].includes(typeof entry[1]),
      ),
    );
    const wording = t(own, params);
    return wording === own ? t(`admin.kit.${key}`) : wording;
  };
  const written = async (key: 'created' | 'saved' | 'deleted', row: object) => {
    await invalidate([resource.api, recordApi]);
    void message.success(say(key, row));
  };
  const remove = async (row: Row) => {
    const outcome = await adminApi.send('DELETE', `${resource.api}/${row._id}`, undefined);
    if (outcome.success) await written('deleted', row);
  };

  const actions: ColumnsType<Row> =
    can.update || can.delete
      ? [
          {
            key: 'actions',
            title: t('admin.kit.actions'),
            render: (_value: unknown, row: Row) => (
              <Space size={0}>
                {can.update && (
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${say('edit')}: ${spec.rowName(row)}`}
                    onClick={() => setDialog({ mode: 'edit', row })}
                  />
                )}
                {can.delete && (
                  <Popconfirm
                    title={t('admin.kit.deleteConfirm')}
                    okText={t('admin.kit.delete')}
                    cancelText={t('admin.kit.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void remove(row)}
                  >
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`${t('admin.kit.delete')}: ${spec.rowName(row)}`}
                    />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : [];
  const tableColumns: ColumnsType<Row> = [
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      responsive: column.responsive,
      width: column.width,
      render: (_value: unknown, row: Row) => column.render?.(row) ?? cellText(column.value(row), lang, t),
    })),
    ...actions,
  ];

  const editing = dialog?.mode === 'edit' ? (dialog.row as unknown as Values) : null;
  const form: FormSpec = {
    ...spec.form,
    defaults: { ...spec.form.defaults, [spec.parentField]: parentId },
  };
  return (
    <Card
      type="inner"
      className={styles.childList}
      title={text('title')}
      extra={
        can.create && (
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create' })}>
            {text('add')}
          </Button>
        )
      }
    >
      {spec.summary?.(record)}
      <Table<Row>
        size="small"
        rowKey="_id"
        loading={rows.isPending}
        dataSource={rows.data?.docs ?? []}
        columns={tableColumns}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: text('empty') }}
      />
      <Modal
        open={dialog !== null}
        title={editing ? text('editTitle') : text('add')}
        footer={null}
        destroyOnHidden
        onCancel={() => setDialog(null)}
      >
        {dialog && (
          <KitForm
            schema={editing ? resource.update : resource.create}
            labels={`admin.resources.${resource.key}.fields`}
            spec={form}
            record={editing}
            submitText={say(editing ? 'save' : 'create')}
            submit={(body) =>
              editing
                ? adminApi.send('PUT', `${resource.api}/${String(editing._id)}`, body)
                : adminApi.send('POST', resource.api, body)
            }
            onSaved={(data) => {
              setDialog(null);
              void written(editing ? 'saved' : 'created', data as object);
            }}
          />
        )}
      </Modal>
    </Card>
  );
}
