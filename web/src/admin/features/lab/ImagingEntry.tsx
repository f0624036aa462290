// An imaging order's result entry on the kit form: the report (findings and conclusion) and its uploaded pictures;
// the contract's rules checked before sending (a conclusion is required), the server's messages under their fields,
// and leaving with an unsaved report asks first.
import { imagingResultInput, type OrderRecord } from '@phongkham/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Upload } from 'antd';
import { Field, type FormSpec } from '../../kit/form';
import { looksLikeImage, uploadImage } from '../../kit/upload';
import { useOrderText } from './orderTexts';
import { Pictures } from './Pictures';
import { ResultForm } from './ResultForm';

type Picture = OrderRecord['hinhanh'][number];

/** The report's pictures as one form value: shown, removable, and more uploaded. */
function PictureField({ value = [], onChange }: { value?: Picture[]; onChange?: (next: Picture[]) => void }) {
  const text = useOrderText();
  const { message } = App.useApp();
  const upload = async (file: File) => {
    if (!looksLikeImage(file)) return void message.error(text('notAnImage'));
    const outcome = await uploadImage(file, 'ketqua');
    if (outcome.success) onChange?.([...value, { _id: outcome.data._id, url: outcome.data.url }]);
    else void message.error(outcome.message);
  };
  return (
    <>
      <Pictures pictures={value} onRemove={(id) => onChange?.(value.filter((picture) => picture._id !== id))} />
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
    </>
  );
}

const spec: FormSpec = {
  fields: (
    <>
      <Field name="mota">
        <Input.TextArea rows={5} maxLength={10_000} />
      </Field>
      <Field name="ketluan">
        <Input.TextArea rows={2} maxLength={2000} />
      </Field>
      <Field name="hinhanh_ids">
        <PictureField />
      </Field>
    </>
  ),
  transforms: {
    hinhanh_ids: {
      toForm: (record) => record.hinhanh,
      toWire: (pictures) => ((pictures ?? []) as Picture[]).map((picture) => picture._id),
    },
  },
};

export function ImagingEntry({ record }: { record: OrderRecord }) {
  return <ResultForm record={record} schema={imagingResultInput} spec={spec} />;
}
