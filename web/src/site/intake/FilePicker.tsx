// Documents sent with a public form (a charity case's papers): pictures or PDFs picked from the device or the camera,
// listed with their size and a button to take each back out. The limits are checked here so nobody waits for an
// upload the server would refuse; the server judges the bytes themselves (docs/decisions/0020-charity-pipeline.md).
import { translate, type Lang } from '@phongkham/contracts';
import { useRef } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { Icon } from '../ui/icons';
import styles from './FilePicker.module.css';

export interface FileLimits {
  maxFiles: number;
  maxBytes: number;
  /** What the picker offers (MIME types); anything else is refused before sending. */
  accept: string;
}

const MB = 1024 * 1024;

/** The first thing wrong with the chosen files, in the contract's words, or undefined. */
export function fileProblem(files: readonly File[], limits: FileLimits, lang: Lang): string | undefined {
  if (files.length > limits.maxFiles) return translate(lang, 'errors.tooManyDocuments', { max: limits.maxFiles });
  const accepted = limits.accept.split(',');
  for (const file of files) {
    if (file.size > limits.maxBytes) {
      return translate(lang, 'errors.documentTooLarge', { name: file.name, max: limits.maxBytes / MB });
    }
    if (!accepted.includes(file.type)) return translate(lang, 'errors.notADocument', { name: file.name });
  }
  return undefined;
}

const sizeText = (bytes: number, lang: Lang) =>
  bytes >= MB
    ? `${(bytes / MB).toLocaleString(lang, { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(lang)} KB`;

export interface FilePickerProps extends FileLimits {
  id: string;
  name: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The ids of the label's hint and of the message, read with the control. */
  describedBy?: string | undefined;
  invalid: boolean;
}

export function FilePicker(props: FilePickerProps) {
  const { t, lang } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const add = (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    props.onChange([...props.files, ...Array.from(chosen)]);
    // The same file may be picked again after being removed.
    if (input.current) input.current.value = '';
  };
  return (
    <div className={styles.picker}>
      {/* The browser's own control speaks the browser's language; this one speaks the page's. */}
      <label className={`${styles.choose} ${props.invalid ? styles.invalid : ''}`}>
        <input
          ref={input}
          id={props.id}
          name={props.name}
          type="file"
          multiple
          accept={props.accept}
          className={styles.input}
          aria-describedby={props.describedBy}
          aria-invalid={props.invalid}
          onChange={(event) => add(event.target.files)}
        />
        <Icon name="plus" size={18} />
        {t(props.files.length > 0 ? 'site.files.more' : 'site.files.choose')}
      </label>
      {props.files.length > 0 && (
        <ul className={styles.list} aria-label={t('site.files.chosen')}>
          {props.files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.item}>
              <Icon name="check" size={16} />
              <span className={styles.name}>{file.name}</span>
              <span className={styles.size}>{sizeText(file.size, lang)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('site.files.remove', { name: file.name })}
                onClick={() => props.onChange(props.files.filter((_, i) => i !== index))}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
