// An imaging order's result entry: the report (findings and conclusion) and its uploaded pictures.
import { imagingOrderResource, type OrderRecord } from '@phongkham/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { adminApi } from '../../api';
import { looksLikeImage, uploadImage } from '../../kit/upload';
import styles from './Lab.module.css';
import { useOrderText } from './orderTexts';
import { Pictures } from './Pictures';

export function ImagingEntry({ record, onSaved }: { record: OrderRecord; onSaved: () => void }) {
  const text = useOrderText();
  const { message } = App.useApp();
  const [mota, setMota] = useState(record.mota ?? '');
  const [ketluan, setKetluan] = useState(record.ketluan ?? '');
  const [pictures, setPictures] = useState(record.hinhanh);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = async (file: File) => {
    if (!looksLikeImage(file)) return void message.error(text('notAnImage'));
    const outcome = await uploadImage(file, 'ketqua');
    if (outcome.success) setPictures((list) => [...list, { _id: outcome.data._id, url: outcome.data.url }]);
    else void message.error(outcome.message);
  };
  const save = async () => {
    setBusy(true);
    const outcome = await adminApi.send('PUT', `${imagingOrderResource.api}/${record._id}/ketqua`, {
      mota: mota || null,
      ketluan,
      hinhanh_ids: pictures.map((picture) => picture._id),
    });
    setBusy(false);
    if (outcome.success) onSaved();
    else setErrors(outcome.errors ?? {});
  };
  return (
    <div className={styles.report}>
      <label className={styles.label} htmlFor="mota">
        {text('fields.mota')}
      </label>
      <Input.TextArea id="mota" rows={5} maxLength={10_000} value={mota} onChange={(e) => setMota(e.target.value)} />
      <label className={styles.label} htmlFor="ketluan">
        {text('fields.ketluan')}
      </label>
      <Input.TextArea
        id="ketluan"
        rows={2}
        maxLength={2000}
        status={errors.ketluan ? 'error' : undefined}
        value={ketluan}
        onChange={(e) => setKetluan(e.target.value)}
      />
      {errors.ketluan && <Typography.Text type="danger">{errors.ketluan}</Typography.Text>}
      <Pictures pictures={pictures} onRemove={(id) => setPictures(pictures.filter((p) => p._id !== id))} />
      <Space wrap className={styles.save}>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{text('addPicture')}</Button>
        </Upload>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {text('saveResult')}
        </Button>
      </Space>
    </div>
  );
}
