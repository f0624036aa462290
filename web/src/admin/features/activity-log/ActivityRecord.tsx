// One history entry (/admin/lich-su-hoat-dong/:id): who did what, when, to which record, and what changed as a
// field-by-field table (field, before, after): the changed fields first and highlighted, the unchanged ones
// folded away below them.
import type { ActivityEntry } from '@phongkham/contracts';
import { Button, Collapse, Descriptions, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import styles from './ActivityRecord.module.css';
import { fieldChanges, fieldLabel, valueText, type FieldChange } from './changes';
import { actionColors, personText, resourceName } from './names';

/** Longer texts (an article's body) show their start until asked for all of it. */
const SHORT = 300;

function Value({ value }: { value: unknown }) {
  const { t, lang } = useI18n();
  const [whole, setWhole] = useState(false);
  const text = valueText(value, lang, t);
  if (text === null) return <span className={styles.empty}>—</span>;
  const long = text.length > SHORT + 40;
  return (
    <>
      <span className={styles.value}>{long && !whole ? `${text.slice(0, SHORT)}…` : text}</span>
      {long && (
        <div>
          <Button type="link" size="small" className={styles.more} onClick={() => setWhole(!whole)}>
            {t(whole ? 'admin.activity.showLess' : 'admin.activity.showAll')}
          </Button>
        </div>
      )}
    </>
  );
}

interface ChangeTableProps {
  table: string;
  rows: FieldChange[];
  label: string;
  /** Unchanged fields: one value column, since before and after are the same. */
  same?: boolean;
}

function ChangeTable({ table, rows, label, same = false }: ChangeTableProps) {
  const { t } = useI18n();
  const before = t('admin.activity.before');
  const after = t('admin.activity.after');
  const value = t('admin.activity.value');
  return (
    <table className={styles.diff} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('admin.activity.field')}</th>
          {same ? (
            <th scope="col">{value}</th>
          ) : (
            <>
              <th scope="col">{before}</th>
              <th scope="col">{after}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className={row.changed ? styles.changed : undefined}>
            <th scope="row" title={row.name}>
              {fieldLabel(table, row.name, t)}
            </th>
            {same ? (
              <td>
                <Value value={row.after ?? row.before} />
              </td>
            ) : (
              <>
                <td className={styles.before} data-label={before}>
                  <Value value={row.before} />
                </td>
                <td className={styles.after} data-label={after}>
                  <Value value={row.after} />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Changes({ entry }: { entry: ActivityEntry }) {
  const { t } = useI18n();
  const rows = fieldChanges(entry.truoc, entry.sau);
  if (!rows.length) return <Typography.Text type="secondary">{t('admin.activity.noData')}</Typography.Text>;
  const changed = rows.filter((row) => row.changed);
  const unchanged = rows.filter((row) => !row.changed);
  const changedTitle = t('admin.activity.changed', { count: changed.length });
  const unchangedTitle = t('admin.activity.unchanged', { count: unchanged.length });
  return (
    <>
      <h3 className={styles.heading}>{changedTitle}</h3>
      {changed.length ? (
        <ChangeTable table={entry.tainguyen} rows={changed} label={changedTitle} />
      ) : (
        <Typography.Text type="secondary">{t('admin.activity.noChanges')}</Typography.Text>
      )}
      {unchanged.length > 0 && (
        <Collapse
          className={styles.section}
          items={[
            {
              key: 'unchanged',
              label: unchangedTitle,
              children: <ChangeTable table={entry.tainguyen} rows={unchanged} label={unchangedTitle} same />,
            },
          ]}
        />
      )}
    </>
  );
}

export function ActivityRecord({ entry }: { entry: ActivityEntry }) {
  const { t, lang } = useI18n();
  const field = (name: string) => t(`admin.resources.activity.fields.${name}`);
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'createdAt', label: field('createdAt'), children: formatDateTime(lang, entry.createdAt) },
          { key: 'nhanvien_id', label: field('nhanvien_id'), children: personText(entry, t) },
          {
            key: 'hanhdong',
            label: field('hanhdong'),
            children: <Tag color={actionColors[entry.hanhdong]}>{t(`admin.activity.actions.${entry.hanhdong}`)}</Tag>,
          },
          { key: 'tainguyen', label: field('tainguyen'), children: resourceName(entry.tainguyen, t) },
          {
            key: 'banghi_id',
            label: field('banghi_id'),
            children: entry.banghi_id ? <Typography.Text copyable>{entry.banghi_id}</Typography.Text> : '—',
          },
          { key: 'ip', label: field('ip'), children: entry.ip ?? '—' },
        ]}
      />
      <section className={styles.section} aria-label={t('admin.activity.changes')}>
        <Changes entry={entry} />
      </section>
    </>
  );
}
