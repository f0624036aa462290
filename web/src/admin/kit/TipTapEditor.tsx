// TipTap behind RichTextEditor: headings, emphasis, lists, quotes, links and pictures uploaded from the
// computer. An empty document is sent as '' (not "<p></p>"), so an optional body stays empty.
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useImagePicker } from './ImageField';
import styles from './kit.module.css';
import type { RichTextEditorProps } from './RichTextEditor';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton(props: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={props.label}
        aria-pressed={props.active}
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function LinkButton({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    const target = href.trim();
    // A bare host gets https://; a template variable (`{{lienket}}`, e-mail templates) stays as typed, filled when sent.
    if (target)
      chain
        .setLink({ href: /^(https?:|mailto:|tel:|\/|\{\{\s*\w+\s*\}\}$)/i.test(target) ? target : `https://${target}` })
        .run();
    else chain.unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      content={
        <Space.Compact>
          <Input
            autoFocus
            value={href}
            placeholder="https://"
            aria-label={t('admin.kit.editor.linkAddress')}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={apply}
          />
          <Button type="primary" onClick={apply}>
            {t('admin.kit.editor.linkApply')}
          </Button>
        </Space.Compact>
      }
    >
      <span>
        <ToolButton
          label={t('admin.kit.editor.link')}
          icon={<LinkOutlined />}
          active={editor.isActive('link')}
          disabled={disabled}
          onClick={() => undefined}
        />
      </span>
    </Popover>
  );
}

export default function TipTapEditor({ value, onChange, disabled, folder, id, ...aria }: RichTextEditorProps) {
  const { t } = useI18n();
  /** The value the document shows: the one given, or the one it last reported. */
  const synced = useRef(value ?? '');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, autolink: true }),
      Image,
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        class: styles.editorContent!,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': String(aria['aria-invalid']) } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html === synced.current) return;
      synced.current = html;
      onChange?.(html);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
  const picker = useImagePicker(
    folder,
    (image) => editor.chain().focus().setImage({ src: image.url, alt: '' }).run(),
    t('admin.kit.editor.image'),
  );

  // A value set from outside (the form reset to a saved record) replaces the document. The server's HTML and
  // the editor's own serialization of it differ in details, so compare with the last value seen, not the HTML.
  useEffect(() => {
    const next = value ?? '';
    if (next === synced.current) return;
    synced.current = next;
    editor.chain().setMeta('addToHistory', false).setContent(next, { emitUpdate: false }).run();
  }, [value, editor]);
  // Without an update event: changing whether it is editable is not a change of the text.
  useEffect(() => editor.setEditable(!disabled, false), [disabled, editor]);

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    void command(editor.chain().focus()).run();
  const label = (key: string) => t(`admin.kit.editor.${key}`);
  return (
    <div className={styles.editor}>
      {!disabled && (
        <div className={styles.editorToolbar} role="toolbar" aria-label={label('toolbar')}>
          <ToolButton
            label={label('bold')}
            icon={<BoldOutlined />}
            active={state.bold}
            onClick={run((c) => c.toggleBold())}
          />
          <ToolButton
            label={label('italic')}
            icon={<ItalicOutlined />}
            active={state.italic}
            onClick={run((c) => c.toggleItalic())}
          />
          <ToolButton
            label={label('underline')}
            icon={<UnderlineOutlined />}
            active={state.underline}
            onClick={run((c) => c.toggleUnderline())}
          />
          <ToolButton
            label={label('heading2')}
            icon={<b>H2</b>}
            active={state.h2}
            onClick={run((c) => c.toggleHeading({ level: 2 }))}
          />
          <ToolButton
            label={label('heading3')}
            icon={<b>H3</b>}
            active={state.h3}
            onClick={run((c) => c.toggleHeading({ level: 3 }))}
          />
          <ToolButton
            label={label('bulletList')}
            icon={<UnorderedListOutlined />}
            active={state.bullet}
            onClick={run((c) => c.toggleBulletList())}
          />
          <ToolButton
            label={label('orderedList')}
            icon={<OrderedListOutlined />}
            active={state.ordered}
            onClick={run((c) => c.toggleOrderedList())}
          />
          <ToolButton
            label={label('quote')}
            icon={<b>“</b>}
            active={state.quote}
            onClick={run((c) => c.toggleBlockquote())}
          />
          <LinkButton editor={editor} />
          <ToolButton
            label={label('image')}
            icon={<PictureOutlined />}
            disabled={picker.uploading}
            onClick={picker.open}
          />
          <ToolButton
            label={label('undo')}
            icon={<UndoOutlined />}
            disabled={!state.undo}
            onClick={run((c) => c.undo())}
          />
          <ToolButton
            label={label('redo')}
            icon={<RedoOutlined />}
            disabled={!state.redo}
            onClick={run((c) => c.redo())}
          />
          {picker.element}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
