// The result entry's kit form, for either kind of order: PUT …/:id/ketqua with the form's body (the lab values or the
// imaging report), the order's reads made stale once the server has answered.
import type { OrderRecord } from '@phongkham/contracts';
import type { z } from 'zod';
import { KitForm, type FormSpec, type Values } from '../../kit/form';
import { useResourceMutation } from '../../kit/mutation';
import { orderResources, useOrderText } from './orderTexts';

export function ResultForm({ record, schema, spec }: { record: OrderRecord; schema: z.ZodObject; spec: FormSpec }) {
  const text = useOrderText();
  const { api } = orderResources[record.loai];
  const save = useResourceMutation<OrderRecord, Values>({
    request: (body) => ({ method: 'PUT', path: `${api}/${record._id}/ketqua`, body }),
    invalidates: [api],
  });
  return (
    <KitForm
      schema={schema}
      labels="admin.resources.labTests.fields"
      spec={spec}
      record={record as unknown as Values}
      submitText={text('saveResult')}
      submit={save.run}
      onSaved={() => undefined}
    />
  );
}
