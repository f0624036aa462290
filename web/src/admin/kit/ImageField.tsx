// A picture field: choose a file, it is uploaded at once and the field holds the stored picture
// ({ _id, url, … }); the form sends its id. Also the picker the rich-text editor inserts pictures with.
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { acceptedImageTypes, MAX_UPLOAD_MEGABYTES, type Image } from '@phongkham/contracts';
import { App, Button, Space } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { FieldTransform } from './form';
import styles from './kit.module.css';
import { looksLikeImage, tooLarge, uploadImage } from './upload';

/** A hidden file input and the upload behind it; `open()` shows the browser's file picker. */
export function useImagePicker(folder: string, onUploaded: (image: Image) => void, label: string) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!looksLikeImage(file)) return void message.error(t('admin.kit.image.notImage'));
    if (tooLarge(file)) return void message.error(t('admin.kit.image.tooLarge', { max: MAX_UPLOAD_MEGABYTES }));
    setUploading(true);
    const outcome = await uploadImage(file, folder);
    setUploading(false);
    if (outcome.success) onUploaded(outcome.data);
    else if (!('sessionEnded' in outcome && outcome.sessionEnded)) void message.error(outcome.message);
  };
  const element = (
    <input
      ref={input}
      type="file"
      style={{ display: 'none' }}
      accept={acceptedImageTypes}
      aria-label={label}
      onChange={(event) => void pick(event)}
    />
  );
  return { element, uploading, open: () => input.current?.click() };
}

export interface ImageFieldProps {
  value?: Image | null;
  onChange?: (value: Image | null) => void;
  disabled?: boolean;
  /** The upload folder (`tin-tuc`). */
  folder: string;
  /** What the picture is, for the file input's and the preview's text. */
  label: string;
}

export function ImageField({ value, onChange, disabled, folder, label }: ImageFieldProps) {
  const { t } = useI18n();
  const picker = useImagePicker(folder, (image) => onChange?.(image), label);
  return (
    <div className={styles.imageField}>
      {value ? (
        <img src={value.url} alt={label} className={styles.imagePreview} />
      ) : (
        <div className={styles.imageEmpty} aria-hidden>
          <PictureOutlined />
        </div>
      )}
      {picker.element}
      <Space wrap size={8}>
        <Button icon={<PictureOutlined />} loading={picker.uploading} disabled={disabled} onClick={picker.open}>
          {value ? t('admin.kit.image.change') : t('admin.kit.image.choose')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined />} disabled={disabled} onClick={() => onChange?.(null)}>
            {t('admin.kit.image.remove')}
          </Button>
        )}
      </Space>
    </div>
  );
}

/** The transform of a picture field: the form holds the record's `field` (the picture), the API gets its id. */
export const imageTransform = (field: string): FieldTransform => ({
  toForm: (record) => record[field] ?? null,
  toWire: (value) => (value as Image | null | undefined)?._id ?? null,
});
