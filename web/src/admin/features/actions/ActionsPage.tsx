// Actions (/admin/action, /admin/action/{0}): DOWNLOAD, PRINT, EXPORT and ALL, which a role menu grants per
// page next to view/create/update/delete. Read-only: what an action does is written in the screens' code.
import { actionResource, type ActionItem } from '@phongkham/contracts';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { Translate } from '../../../shared/i18n/translator';
import type { KitColumn } from '../../kit/columns';
import { ResourceScreen } from '../../kit/ResourceScreen';

type Row = ActionItem & { _id: string };

const nameOf = (t: Translate, code: string) => t(`admin.roles.matrix.columns.${code}`);

function Includes({ action }: { action: ActionItem }) {
  const { t } = useI18n();
  if (!action.includes.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4} wrap>
      {action.includes.map((code) => (
        <Tag key={code}>{nameOf(t, code)}</Tag>
      ))}
    </Space>
  );
}

function useColumns(): KitColumn<Row>[] {
  const { t } = useI18n();
  const label = (name: string) => t(`admin.catalogue.${name}`);
  return [
    {
      key: 'ma',
      title: label('code'),
      value: (action) => action.ma,
      render: (action) => <Typography.Text code>{action.ma}</Typography.Text>,
      link: true,
      sortable: true,
    },
    { key: 'name', title: label('name'), value: (action) => nameOf(t, action.ma) },
    {
      key: 'description',
      title: label('description'),
      value: (action) => t(`admin.catalogue.actionHelp.${action.ma}`),
      responsive: ['md'],
    },
    {
      key: 'includes',
      title: label('includes'),
      value: (action) => action.includes.map((code) => nameOf(t, code)).join(', '),
      render: (action) => <Includes action={action} />,
      responsive: ['sm'],
    },
  ];
}

function ActionRecord({ action }: { action: ActionItem }) {
  const { t } = useI18n();
  return (
    <Descriptions bordered size="small" column={1}>
      <Descriptions.Item label={t('admin.catalogue.code')}>
        <Typography.Text code>{action.ma}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.catalogue.description')}>
        {t(`admin.catalogue.actionHelp.${action.ma}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.catalogue.includes')}>
        <Includes action={action} />
      </Descriptions.Item>
    </Descriptions>
  );
}

export function ActionsPage() {
  const { t } = useI18n();
  return (
    <ResourceScreen<Row, Row>
      resource={actionResource}
      everyRow={(action) => action.ma}
      useColumns={useColumns}
      recordTitle={(action) => nameOf(t, action.ma)}
      recordView={(action) => <ActionRecord action={action} />}
    />
  );
}
