// The url × permission matrix of a role (docs/product-rules.md, 'Permission flags'): one row per back-office page, grouped as the navigation
// groups them; columns view/create/update/delete and the actions DOWNLOAD, PRINT, EXPORT, ALL. A box the editor's
// own role lacks is disabled with a tooltip, because the server refuses to grant or take away what the editor
// does not hold (the escalation rule, docs/permissions.md). ALL checked shows the other actions as included.
// A page whose screen is not built yet keeps its row, marked as coming like in the menu, with its boxes
// disabled: what the role already holds there is shown and kept, and becomes editable once the screen exists
// (docs/decisions/0009-honest-menu.md).
import {
  actionCodes,
  backOfficePages,
  holds,
  menuGroups,
  normalizeMenu,
  permissionFlags,
  type ActionCode,
  type BackOfficePage,
  type PermissionFlag,
  type RoleMenuEntry,
} from '@phongkham/contracts';
import { Checkbox, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { ComingTag, useBuiltPages } from '../builtPages';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';
import styles from './RoleMatrix.module.css';

export interface RoleMatrixProps {
  value: RoleMenuEntry[];
  onChange?: (menu: RoleMenuEntry[]) => void;
  /** The signed-in editor's own role menu: what they may grant or take away. */
  editorMenu: readonly RoleMenuEntry[];
  /** Nothing can change (the ADMINISTRATOR role, or an editor without the update permission). */
  readOnly?: boolean;
}

type Column = PermissionFlag | ActionCode;
const columnsOrder: Column[] = [...permissionFlags, ...actionCodes];
const isAction = (column: Column): column is ActionCode => (actionCodes as readonly string[]).includes(column);

type Row = { kind: 'group'; key: string; group: string } | { kind: 'page'; key: string; page: BackOfficePage };

const rows: Row[] = [...menuGroups, null].flatMap((group): Row[] => {
  const pages = backOfficePages.filter((page) => page.group === group);
  if (!pages.length) return [];
  return [
    { kind: 'group', key: `group:${group ?? 'other'}`, group: group ?? 'other' },
    ...pages.map((page): Row => ({ kind: 'page', key: page.url, page })),
  ];
});

const blank = (url: string): RoleMenuEntry => ({
  url,
  view: false,
  create: false,
  update: false,
  delete: false,
  actions: [],
});

/** The menu with one permission set or cleared; checking anything but view also checks view when allowed. */
function toggle(
  menu: RoleMenuEntry[],
  url: string,
  column: Column,
  checked: boolean,
  editor: readonly RoleMenuEntry[],
): RoleMenuEntry[] {
  const current = menu.find((entry) => entry.url === url) ?? blank(url);
  const next: RoleMenuEntry = { ...current, actions: [...current.actions] };
  if (isAction(column)) {
    next.actions = checked ? [...next.actions, column] : next.actions.filter((action) => action !== column);
  } else {
    next[column] = checked;
  }
  if (checked && column !== 'view' && !next.view && holds(editor, { url, permission: 'view' })) next.view = true;
  return normalizeMenu([...menu.filter((entry) => entry.url !== url), next]);
}

interface CellProps {
  url: string;
  column: Column;
  label: string;
  checked: boolean;
  disabled: boolean;
  /** Why the box cannot be changed, shown as its tooltip; null when it can. */
  reason: string | null;
  onToggle: (url: string, column: Column, checked: boolean) => void;
}

/**
 * One box. Memoized on plain values: a click changes one row's boxes, and without this every one of the table's
 * several hundred boxes and tooltips rendered again on each click, which a phone feels.
 */
const PermissionCell = memo(function PermissionCell({
  url,
  column,
  label,
  checked,
  disabled,
  reason,
  onToggle,
}: CellProps) {
  const box = (
    <Checkbox
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onToggle(url, column, event.target.checked)}
    />
  );
  return reason ? (
    <Tooltip title={reason}>
      {/* A disabled input gets no pointer events: the wrapper carries the tooltip. */}
      <span className={styles.disabledBox}>{box}</span>
    </Tooltip>
  ) : (
    box
  );
});

export function RoleMatrix({ value, onChange, editorMenu, readOnly = false }: RoleMatrixProps) {
  const { t } = useI18n();
  // On a phone the page column narrows (its url hides) so more permission columns fit beside it.
  const mobile = useMediaQuery(MOBILE_QUERY);
  const built = useBuiltPages();
  const columnTitle = (column: Column) => t(`admin.roles.matrix.columns.${column}`);

  // The boxes get one handler for the whole life of the matrix (so their memo holds); it reads the matrix's latest
  // value when a box is clicked.
  const latest = useRef({ value, onChange, editorMenu });
  useLayoutEffect(() => {
    latest.current = { value, onChange, editorMenu };
  });
  const onToggle = useCallback((url: string, column: Column, checked: boolean) => {
    const { value: menu, onChange: report, editorMenu: editor } = latest.current;
    report?.(toggle(menu, url, column, checked, editor));
  }, []);

  const cell = (page: BackOfficePage, column: Column) => {
    const entry = value.find((item) => item.url === page.url);
    const all = entry?.actions.includes('ALL') ?? false;
    const own = isAction(column) ? Boolean(entry?.actions.includes(column)) : Boolean(entry?.[column]);
    // DOWNLOAD, PRINT and EXPORT are granted through ALL too: shown checked, changed through ALL.
    const implied = isAction(column) && column !== 'ALL' && all;
    const yours = holds(editorMenu, { url: page.url, permission: column });
    const coming = !built.has(page.url);
    const reason = readOnly
      ? null
      : coming
        ? t('admin.coming.matrix')
        : !yours
          ? t('admin.roles.matrix.notYours')
          : implied
            ? t('admin.roles.matrix.inAll')
            : null;
    return (
      <PermissionCell
        url={page.url}
        column={column}
        label={`${t(`admin.menu.${page.key}`)}: ${columnTitle(column)}`}
        checked={own || implied}
        disabled={readOnly || coming || !yours || implied}
        reason={reason}
        onToggle={onToggle}
      />
    );
  };

  const columns: ColumnsType<Row> = [
    {
      title: t('admin.roles.matrix.page'),
      key: 'page',
      fixed: 'left',
      width: mobile ? 128 : 200,
      onCell: (row) => ({ colSpan: row.kind === 'group' ? columnsOrder.length + 1 : 1 }),
      render: (_value, row) =>
        row.kind === 'group' ? (
          <Typography.Text strong className={styles.group}>
            {t(`admin.menuGroup.${row.group}`)}
          </Typography.Text>
        ) : (
          <div className={styles.page}>
            {built.has(row.page.url) ? (
              <span>{t(`admin.menu.${row.page.key}`)}</span>
            ) : (
              <span>
                <Typography.Text type="secondary">{t(`admin.menu.${row.page.key}`)}</Typography.Text>
                <ComingTag />
              </span>
            )}
            {!mobile && (
              <Typography.Text type="secondary" className={styles.url}>
                {row.page.url}
              </Typography.Text>
            )}
          </div>
        ),
    },
    ...columnsOrder.map((column): ColumnsType<Row>[number] => ({
      title: columnTitle(column),
      key: column,
      align: 'center',
      width: mobile ? 64 : isAction(column) ? 92 : 72,
      className: column === 'DOWNLOAD' ? styles.firstAction : undefined,
      onCell: (row) => ({ colSpan: row.kind === 'group' ? 0 : 1 }),
      render: (_value, row) => (row.kind === 'page' ? cell(row.page, column) : null),
    })),
  ];

  return (
    <Table<Row>
      className={styles.matrix}
      rowKey="key"
      size="small"
      bordered
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowClassName={(row) => (row.kind === 'group' ? styles.groupRow! : '')}
    />
  );
}
