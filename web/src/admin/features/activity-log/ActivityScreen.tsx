// The activity history (/admin/lich-su-hoat-dong, /:id) on the module kit: who did what, when, to which record,
// filterable by staff member, action, resource and days, exported and printed as listed; one entry shows its
// before and after field by field (ActivityRecord). Read-only: the history is written by each change itself.
import {
  activityActions,
  activityResource,
  grantsAny,
  staffUrls,
  type ActivityEntry,
  type StaffListItem,
} from '@phongkham/contracts';
import { Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { dateColumn, type KitColumn } from '../../kit/columns';
import type { DayRangeSpec } from '../../kit/DayRangeFilter';
import { useAllRows } from '../../kit/query';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { useResourceTexts } from '../../kit/texts';
import { useStaff } from '../../session';
import { ActivityRecord } from './ActivityRecord';
import { changedFieldNames, fieldLabel } from './changes';
import { actionColors, personText, resourceCodes, resourceName } from './names';

function useColumns(): KitColumn<ActivityEntry>[] {
  const { t, field } = useResourceTexts(activityResource);
  const action = (row: ActivityEntry) => t(`admin.activity.actions.${row.hanhdong}`);
  return [
    dateColumn('createdAt', field('createdAt'), { link: true }),
    {
      key: 'nhanvien_id',
      title: field('nhanvien_id'),
      value: (row) => personText(row, t),
      render: (row) =>
        row.nhanvien ? personText(row, t) : <Typography.Text type="secondary">{personText(row, t)}</Typography.Text>,
    },
    {
      key: 'hanhdong',
      title: field('hanhdong'),
      value: action,
      render: (row) => <Tag color={actionColors[row.hanhdong]}>{action(row)}</Tag>,
    },
    {
      key: 'tainguyen',
      title: field('tainguyen'),
      value: (row) => resourceName(row.tainguyen, t),
      render: (row) => <span title={row.tainguyen}>{resourceName(row.tainguyen, t)}</span>,
      responsive: ['sm'],
    },
    {
      key: 'thaydoi',
      title: field('thaydoi'),
      // Nothing (an empty cell in the workbook) when the entry is not an update.
      value: (row) =>
        changedFieldNames(row)
          .map((name) => fieldLabel(row.tainguyen, name, t))
          .join(', ') || null,
      responsive: ['lg'],
    },
    { key: 'banghi_id', title: field('banghi_id'), value: (row) => row.banghi_id, responsive: ['xxl'] },
    { key: 'ip', title: field('ip'), value: (row) => row.ip, responsive: ['md'] },
  ];
}

/** Staff members to pick from, when the role may list them (the server would refuse the list otherwise). */
function useStaffOptions() {
  const mayList = grantsAny(useStaff().vaitro.menu, staffUrls, 'view');
  const staff = useAllRows<StaffListItem>(apiPaths.staff, { sort: 'hoten' }, mayList);
  const options = (staff.data ?? []).map((member) => ({
    value: member._id,
    label: `${member.hoten} (${member.taikhoan})`,
  }));
  return { options, loading: mayList && staff.isPending };
}

function useFilters(): (FilterSpec | DayRangeSpec)[] {
  const { t, field } = useResourceTexts(activityResource);
  return [
    { name: 'nhanvien_id', label: field('nhanvien_id'), showSearch: true, ...useStaffOptions() },
    {
      name: 'hanhdong',
      label: field('hanhdong'),
      options: activityActions.map((action) => ({ value: action, label: t(`admin.activity.actions.${action}`) })),
    },
    {
      name: 'tainguyen',
      label: field('tainguyen'),
      options: resourceCodes.map((code) => ({ value: code, label: resourceName(code, t) })),
    },
    { kind: 'dayRange', from: 'tungay', to: 'denngay', label: field('ngay') },
  ];
}

export function ActivityScreen() {
  const { t } = useI18n();
  return (
    <ResourceScreen<ActivityEntry, ActivityEntry>
      resource={activityResource}
      useColumns={useColumns}
      useFilters={useFilters}
      recordTitle={(entry) => {
        return t('admin.resources.activity.recordTitle', {
          action: t(`admin.activity.actions.${entry.hanhdong}`),
          resource: resourceName(entry.tainguyen, t),
        });
      }}
      recordView={(entry) => <ActivityRecord entry={entry} />}
    />
  );
}
