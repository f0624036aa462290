// The print view of a list: every row of the current filtered list as a plain table, shown in a window first;
// printing sends only that table, in a frame of its own, so nothing of the back office's layout is printed. Also the
// pieces every printed document shares: the frame (printHtml), the window (PrintModal) and the clinic's header.
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { cellText, formatDateTime, type KitColumn } from './columns';
import styles from './kit.module.css';

export interface PrintViewProps<T> {
  title: string;
  columns: readonly KitColumn<T>[];
  rows: readonly T[] | null;
  onClose: () => void;
}

const PRINT_STYLE = `
  body { font: 12px/1.4 'Be Vietnam Pro', system-ui, sans-serif; color: #111; margin: 16px; }
  h2 { font-size: 16px; margin: 0 0 4px; }
  p { margin: 0 0 10px; color: #555; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 3px 6px; text-align: left; vertical-align: top; }
  th { background: #f0f0f0; }
  tr { break-inside: avoid; }
`;

/** The clinic a printed document belongs to, as its record names it. */
export interface PrintClinic {
  phongkham_ten: string;
  phongkham_diachi: string;
  phongkham_dienthoai: string;
}

/**
 * Every printout's header: the document's clinic from the clinic record (the visit's clinic), never the site's
 * hotline, so a lab sheet and a prescription of one visit carry one name and one phone number. `aside` holds what a
 * document adds on the right (a prescription's code). Inline styles: only the HTML reaches the print frame.
 */
export function PrintHeader({ clinic, aside }: { clinic: PrintClinic; aside?: ReactNode }) {
  const { t } = useI18n();
  return (
    <header
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        borderBottom: '1px solid #333',
        paddingBottom: 4,
      }}
    >
      <div>
        <strong style={{ textTransform: 'uppercase' }}>{clinic.phongkham_ten}</strong>
        {clinic.phongkham_diachi && <div>{clinic.phongkham_diachi}</div>}
        <div>{t('admin.kit.printPhone', { phone: clinic.phongkham_dienthoai })}</div>
      </div>
      {aside}
    </header>
  );
}

/** Prints some HTML alone, from a hidden frame that goes away afterwards. */
export function printHtml(title: string, body: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', right: '0', bottom: '0' });
  const lang = document.documentElement.lang || 'vi';
  frame.srcdoc = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title></title><style>${PRINT_STYLE}</style></head><body>${body}</body></html>`;
  frame.onload = () => {
    const view = frame.contentWindow;
    if (!view) return frame.remove();
    view.document.title = title;
    view.addEventListener('afterprint', () => frame.remove());
    view.focus();
    view.print();
  };
  document.body.append(frame);
}

/**
 * A document shown in a window first, with Close and Print: printing sends only the window's content, alone in a
 * frame (printHtml) under `documentTitle`. The list's print view and the result sheets are such documents.
 */
export function PrintModal({
  open = true,
  title,
  documentTitle,
  width = 'min(1100px, 96vw)',
  onClose,
  tools,
  children,
}: {
  open?: boolean;
  title: string;
  documentTitle: string;
  width?: string;
  onClose: () => void;
  /** Above the document in the window, never printed: a choice of paper size, say. */
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const area = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('admin.kit.close')}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => area.current && printHtml(documentTitle, area.current.innerHTML)}
        >
          {t('admin.kit.print')}
        </Button>,
      ]}
    >
      {tools}
      <div ref={area}>{children}</div>
    </Modal>
  );
}

export function PrintView<T extends { _id: string }>({ title, columns, rows, onClose }: PrintViewProps<T>) {
  const { t, lang } = useI18n();
  return (
    <PrintModal open={rows !== null} title={t('admin.kit.printTitle')} documentTitle={title} onClose={onClose}>
      <h2 className={styles.printTitle}>{title}</h2>
      <p className={styles.printMeta}>
        {t('admin.kit.printedAt', { time: formatDateTime(lang, new Date()), count: rows?.length ?? 0 })}
      </p>
      <div className={styles.printScroll}>
        <table className={styles.printTable}>
          <thead>
            <tr>
              <th>#</th>
              {columns.map((column) => (
                <th key={column.key}>{column.title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row, index) => (
              <tr key={row._id}>
                <td>{index + 1}</td>
                {columns.map((column) => (
                  <td key={column.key}>{cellText(column.value(row), lang, t)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PrintModal>
  );
}
