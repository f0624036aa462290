// An accessible modal dialog: focus moves in and stays in, Escape and a click on the mask close it,
// the page behind does not scroll. Width 500 (docs/product-rules.md, 'Request modal'), the full width less
// margins on phones.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icons';
import styles from './Dialog.module.css';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Dialog(props: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const { onClose } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Layout effects, so that focus and Escape work from the first frame the dialog is on screen: the site renders
  // with Preact (decision 0075), whose plain effects wait for the next animation frame, and on a busy phone a
  // visitor's Escape could come first and be lost.
  useLayoutEffect(() => {
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(focusable);
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      className={styles.mask}
      data-testid="dialog-mask"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {props.title}
          </h2>
          <button type="button" className={styles.close} aria-label={props.closeLabel} onClick={onClose}>
            <Icon name="close" size={22} />
          </button>
        </div>
        {props.children}
      </div>
    </div>,
    document.body,
  );
}
