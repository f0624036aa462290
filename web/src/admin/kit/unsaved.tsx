// The warning before leaving a form with unsaved changes: a question inside the app when a link or the back
// button would leave the page (react-router's blocker), the browser's own question on reload or close.
import { Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useI18n } from '../../shared/i18n/I18nProvider';

export function useUnsavedChanges() {
  const { t } = useI18n();
  // A ref for the blocker, read when a navigation starts: a save that navigates right after marking the form
  // clean must not be stopped by a state update not yet rendered.
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const markDirty = useCallback(() => {
    dirtyRef.current = true;
    setDirty(true);
  }, []);
  const markClean = useCallback(() => {
    dirtyRef.current = false;
    setDirty(false);
  }, []);

  const guard = (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('admin.kit.unsaved.title')}
      okText={t('admin.kit.unsaved.leave')}
      cancelText={t('admin.kit.unsaved.stay')}
      okButtonProps={{ danger: true }}
      onOk={() => {
        markClean();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      {t('admin.kit.unsaved.text')}
    </Modal>
  );
  return { dirty, markDirty, markClean, guard };
}
