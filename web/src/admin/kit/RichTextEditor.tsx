// The rich-text field (HTML) of the kit's forms. TipTap is large, so the editor loads with the first form that
// shows one; the server sanitizes the HTML on every write whatever the editor sends.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** Upload folder of inserted pictures. */
  folder: string;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

const Editor = lazy(() => import('./TipTapEditor'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
