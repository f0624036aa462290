// The kit's table: the spec's pagination (page-size changer, "from–to of total"), sortable columns whose
// order lives in the URL, and cells that link to their record. A click anywhere else on a row opens it too (a
// technician at the bench aims at a row, not at its one linked word); keyboards keep the cells' links.
import type { Paginated } from '@phongkham/contracts';
import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { Translate } from '../../shared/i18n/translator';
import { cellText, type KitColumn } from './columns';
import styles from './kit.module.css';
import { PAGE_SIZES, type ListState } from './list';

/** The table's order of a column from `sort` ("-ngaydang" → descend on ngaydang). */
export function sortOrderOf(sort: string | undefined, field: string): 'ascend' | 'descend' | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The `sort` for a table's sorter change, or null (back to the default order). */
export function sortParamOf<T>(sorter: SorterResult<T> | SorterResult<T>[]): string | null {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return null;
  return one.order === 'descend' ? `-${String(one.columnKey)}` : String(one.columnKey);
}

/** Pagination of a list whose page and size live in `state`, with the "from–to of total" text. */
export function listPagination(state: ListState, total: number, t: Translate): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count, [from, to]) => t('admin.table.range', { from, to, total: count }),
    onChange: (page, pageSize) =>
      state.update(pageSize !== state.limit ? { limit: pageSize, page: null } : { page: page > 1 ? page : null }),
  };
}

/**
 * Whether a click on a row should open it: not when it landed on something that acts by itself (a link, a button, a
 * field, a menu), nor when the reader was selecting text to copy.
 */
function opensRow(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  // A click inside a popup the row opened (a delete confirmation) reaches the row through React, not the page.
  if (!event.currentTarget.contains(target)) return false;
  if (target.closest('a, button, input, textarea, select, label, [role="button"], [role="checkbox"], .ant-dropdown'))
    return false;
  return !window.getSelection()?.toString();
}

export interface ListTableProps<T> {
  state: ListState;
  data: Paginated<T> | undefined;
  loading: boolean;
  columns: KitColumn<T>[];
  /** Where a linked cell leads. */
  itemPath?: (row: T) => string;
  /** Router state the links carry (the list's query, for the way back). */
  linkState?: unknown;
}

export function ListTable<T extends { _id: string }>({
  state,
  data,
  loading,
  columns,
  itemPath,
  linkState,
}: ListTableProps<T>) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const tableColumns: ColumnsType<T> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    responsive: column.responsive,
    width: column.width,
    ...(column.sortable ? { sorter: true, sortOrder: sortOrderOf(state.sort, column.key) } : {}),
    render: (_value: unknown, row: T) => {
      const value = column.value(row);
      // Dates keep day and time on one line.
      const text =
        value instanceof Date ? (
          <span className={styles.nowrap}>{cellText(value, lang, t)}</span>
        ) : (
          cellText(value, lang, t)
        );
      const content = column.render ? column.render(row) : text;
      return column.link && itemPath ? (
        <Link to={itemPath(row)} state={linkState}>
          {content}
        </Link>
      ) : (
        content
      );
    },
  }));
  return (
    <Table<T>
      rowKey="_id"
      size="middle"
      columns={tableColumns}
      dataSource={data?.docs ?? []}
      loading={loading}
      scroll={{ x: true }}
      onRow={(row) =>
        itemPath
          ? {
              className: styles.openableRow,
              onClick: (event: MouseEvent<HTMLElement>) => {
                if (!opensRow(event)) return;
                void navigate(itemPath(row), { state: linkState });
              },
            }
          : {}
      }
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') state.update({ sort: sortParamOf(sorter) });
      }}
      pagination={listPagination(state, data?.totalDocs ?? 0, t)}
    />
  );
}
