// The charity review queue (/admin/xet-duyet-ho-so, /:id) on the module kit: cases sent from the public site, newest
// first, filtered by status and searched by code, names or phone; a case's page (ReviewRecord) shows it with its
// documents and history and moves it on. Cases are never created here: the public form sends them.
import { profileReviewResource, profileReviewStatuses, type ProfileReviewRow } from '@phongkham/contracts';
import { Tag } from 'antd';
import { formatPrice } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import styles from './ProfileReviewsScreen.module.css';
import { ReviewRecord, type ReviewRecordValues } from './ReviewRecord';
import { reviewStatusColors, useReviewTexts } from './reviewTexts';

function useColumns(): KitColumn<ProfileReviewRow>[] {
  const { field, status } = useReviewTexts();
  return [
    {
      key: 'ma',
      title: field('ma'),
      value: (r) => r.ma,
      // A code reads as one word: never broken at its hyphen.
      render: (r) => <span className={styles.code}>{r.ma}</span>,
      link: true,
    },
    { key: 'tenbenhnhan', title: field('tenbenhnhan'), value: (r) => r.tenbenhnhan, sortable: true },
    {
      key: 'trangthai',
      title: field('trangthai'),
      value: (r) => status(r.trangthai),
      render: (r) => <Tag color={reviewStatusColors[r.trangthai]}>{status(r.trangthai)}</Tag>,
      sortable: true,
    },
    { key: 'hoten', title: field('hoten'), value: (r) => r.hoten, responsive: ['lg'] },
    {
      key: 'dienthoai',
      title: field('dienthoai'),
      value: (r) => r.dienthoai,
      render: (r) => <a href={`tel:${r.dienthoai}`}>{r.dienthoai}</a>,
      responsive: ['md'],
    },
    { key: 'hotro', title: field('hotro'), value: (r) => r.hotro, responsive: ['xl'] },
    {
      key: 'chiphi',
      title: field('chiphi'),
      value: (r) => r.chiphi,
      render: (r) => (r.chiphi === null ? '—' : formatPrice(r.chiphi)),
      sortable: true,
      responsive: ['lg'],
    },
    { key: 'sotailieu', title: field('sotailieu'), value: (r) => r.sotailieu, responsive: ['xl'] },
    dateColumn('createdAt', field('createdAt'), { sortable: true, responsive: ['sm'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field, status } = useReviewTexts();
  return [
    {
      name: 'trangthai',
      label: field('trangthai'),
      options: profileReviewStatuses.map((value) => ({ value, label: status(value) })),
    },
  ];
}

export function ProfileReviewsScreen() {
  const { text } = useReviewTexts();
  return (
    <ResourceScreen
      resource={profileReviewResource}
      useColumns={useColumns}
      useFilters={useFilters}
      without={['create']}
      recordTitle={(record) => text('recordTitle', { ma: record.ma, ten: record.tenbenhnhan })}
      recordView={(record: ReviewRecordValues) => <ReviewRecord record={record} />}
    />
  );
}
