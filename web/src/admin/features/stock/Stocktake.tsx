// The stocktake (/admin/kho/kiem-ke): a count sheet of a store, kept on the server (/api/kho/kiemke) so a long count
// survives a reload or a second device: starting it takes each batch in stock with the books' quantity at that moment;
// the pharmacist types what is counted (Enter moves to the next batch, as on paper), sees each difference and its
// value at cost, saves the counts on the way, and posts the differences as one adjustment document (PKK) with a
// reason. A batch left blank is not counted and not adjusted. An open sheet can be abandoned.
import {
  Alert,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Popconfirm,
  Space,
  Statistic,
  Typography,
  type FormInstance,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { stocktakeCountInput, stocktakePostInput } from '@phongkham/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { calendarDay, formatDateTime } from '../../kit/columns';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { Field, FieldList, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { fetchData, useAllRows } from '../../kit/query';
import { StockDocumentPrint } from './StockDocumentSheet';
import { StoreSelect, useChosenStore } from './stores';
import { count, money, useStockText } from './texts';
import { stockApi, type BatchRow, type StocktakeDetail, type StocktakeRow } from './wire';
import styles from './Stock.module.css';

type SheetLine = StocktakeDetail['dong'][number] & { gianhap?: number };

/** The sheet's form: the counts as the contract takes them, and the reason the posting asks for. */
const sheetSchema = z.object({ dong: stocktakeCountInput.shape.dong, lydo: stocktakePostInput.shape.lydo });

const counted = (line: Pick<SheetLine, 'thucte'> | undefined): line is SheetLine & { thucte: number } =>
  typeof line?.thucte === 'number' && Number.isFinite(line.thucte);

/** What the sheet's counts come to: lines counted, those that differ, and the value of what is missing and found. */
export function countSummary(lines: readonly (SheetLine | undefined)[], cost: (id: string) => number) {
  let done = 0;
  let differing = 0;
  let missing = 0;
  let found = 0;
  for (const line of lines) {
    if (!counted(line)) continue;
    done += 1;
    const difference = line.thucte - line.tonsosach;
    if (difference === 0) continue;
    differing += 1;
    const value = Math.abs(difference) * cost(line.lohang_id);
    if (difference < 0) missing += value;
    else found += value;
  }
  return { done, differing, missing, found };
}

function SheetLines({ lines: sheet, cost }: { lines: readonly SheetLine[]; cost: (id: string) => number }) {
  const text = useStockText();
  const lines = Form.useWatch<SheetLine[] | undefined>('dong', { preserve: true }) ?? [];
  const summary = countSummary(lines, cost);
  return (
    <>
      <Space wrap size={24} className={styles.summary}>
        <Statistic title={text('count.counted')} value={`${summary.done}/${sheet.length}`} />
        <Statistic title={text('count.differing')} value={summary.differing} />
        <Statistic
          title={text('count.missing')}
          value={money(summary.missing)}
          valueStyle={{ color: summary.missing ? '#cf1322' : undefined }}
        />
        <Statistic
          title={text('count.found')}
          value={money(summary.found)}
          valueStyle={{ color: summary.found ? '#389e0d' : undefined }}
        />
      </Space>
      <div className={styles.sheet} role="table" aria-label={text('count.sheet')}>
        <div className={styles.sheetHead} role="row">
          <span role="columnheader">{text('fields.ten')}</span>
          <span role="columnheader">{text('count.books')}</span>
          <span role="columnheader">{text('count.actual')}</span>
          <span role="columnheader">{text('count.difference')}</span>
        </div>
        <FieldList name="dong">
          {(fields) =>
            fields.map((field, index) => {
              const batch = sheet[index]!;
              const line = lines[index];
              const difference = counted(line) ? line.thucte - batch.tonsosach : null;
              return (
                <div key={field.key} className={styles.sheetRow} role="row" data-testid={`count-${batch.solo}`}>
                  <div role="cell" className={styles.sheetItem}>
                    <strong>{batch.ten}</strong>
                    <div className={styles.small}>
                      {text('count.batch', { solo: batch.solo, handung: calendarDay(batch.handung) })}
                    </div>
                  </div>
                  <div role="cell" className={styles.sheetBooks}>
                    <span className={styles.sheetLabel}>{text('count.books')}: </span>
                    {count(batch.tonsosach)} {batch.donvitinh ?? ''}
                  </div>
                  <div role="cell">
                    <Field name={[field.name, 'thucte']} className={styles.sheetInput}>
                      <NumberInput
                        kind="integer"
                        min={0}
                        aria-label={text('count.actualOf', { name: batch.ten, solo: batch.solo })}
                        suffix={batch.donvitinh ?? undefined}
                      />
                    </Field>
                  </div>
                  <div role="cell" className={styles.sheetDiff}>
                    {difference === null ? (
                      <Typography.Text type="secondary">{text('count.notCounted')}</Typography.Text>
                    ) : difference === 0 ? (
                      <Typography.Text type="success">{text('count.same')}</Typography.Text>
                    ) : (
                      <Typography.Text type={difference < 0 ? 'danger' : 'success'}>
                        {difference > 0 ? '+' : '−'}
                        {count(Math.abs(difference))} · {money(Math.abs(difference) * cost(batch.lohang_id))}
                      </Typography.Text>
                    )}
                  </div>
                </div>
              );
            })
          }
        </FieldList>
      </div>
    </>
  );
}

/** An open sheet: its counts, saved as they go and posted with the reason. */
function CountSheet({ sheet, onPosted }: { sheet: StocktakeDetail; onPosted: (documentId: string | null) => void }) {
  const text = useStockText();
  const [form] = Form.useForm<Values>();
  // The batches' cost, for the value of each difference (the sheet names the batches, the list prices them).
  const batches = useAllRows<BatchRow>(stockApi.batches, { kho_id: sheet.kho_id });
  const prices = new Map((batches.data ?? []).map((batch) => [batch._id, batch.gianhap]));
  const cost = (id: string) =>
    (sheet.dong.find((line) => line.lohang_id === id) as SheetLine | undefined)?.gianhap ?? prices.get(id) ?? 0;
  const invalidates = [stockApi.stocktakes, stockApi.batches, stockApi.documents, stockApi.card];
  const counts = useResourceMutation<StocktakeDetail, Values>({
    request: (body) => ({ method: 'PUT', path: stockApi.stocktakeCounts(sheet._id), body: { dong: body.dong } }),
    invalidates: [stockApi.stocktakes],
    success: () => text('count.saved'),
    form,
  });
  const posting = useResourceMutation<StocktakeDetail, Values>({
    request: (body) => ({ method: 'POST', path: stockApi.stocktakePost(sheet._id), body: { lydo: body.lydo } }),
    invalidates,
    success: (posted) => text('count.posted', { so: posted.phieukho_so ?? '' }),
  });
  const abandon = useResourceMutation<unknown, void>({
    request: () => ({ method: 'POST', path: `${stockApi.stocktake(sheet._id)}/huy` }),
    invalidates: [stockApi.stocktakes],
    success: () => text('count.abandoned'),
  });
  // Posting saves the counts first, so what is posted is what the sheet shows.
  const submit = async (body: Values) => {
    const saved = await counts.run(body);
    if (!saved.success) return saved;
    return posting.run(body);
  };
  const saveCounts = (instance: FormInstance<Values>) =>
    void counts.run({ dong: instance.getFieldValue('dong') as unknown });
  const spec: FormSpec = {
    fields: (
      <>
        <SheetLines lines={sheet.dong} cost={cost} />
        <Field name="lydo" label={text('fields.lydoCount')} className={styles.reason}>
          <Input.TextArea rows={2} maxLength={500} placeholder={text('count.reasonHint')} />
        </Field>
      </>
    ),
  };
  return (
    <KitForm
      form={form}
      schema={sheetSchema}
      labels="admin.resources.stock.fields"
      spec={spec}
      record={sheet}
      submitText={text('count.post')}
      submit={submit}
      onSaved={(data) => onPosted((data as StocktakeDetail).phieukho_id)}
      extra={(discard) => (
        <>
          <Button loading={counts.busy} onClick={() => saveCounts(form)}>
            {text('count.save')}
          </Button>
          <Popconfirm
            title={text('count.abandonConfirm')}
            okButtonProps={{ danger: true }}
            onConfirm={() => {
              discard();
              void abandon.run();
            }}
          >
            <Button danger>{text('count.abandon')}</Button>
          </Popconfirm>
        </>
      )}
    />
  );
}

export function Stocktake() {
  const text = useStockText();
  const { lang } = useI18n();
  const can = useScreenGrants(['/kho']);
  const { store, choose } = useChosenStore();
  const [posted, setPosted] = useState<string | null>(null);
  const sheets = useQuery({
    queryKey: [stockApi.stocktakes, 'list', store?._id],
    queryFn: () => fetchData<StocktakeRow[]>(stockApi.stocktakes, { kho_id: store!._id }),
    enabled: Boolean(store),
  });
  const open = sheets.data?.find((sheet) => sheet.trangthai === 'DANG_KIEM');
  const sheet = useQuery({
    queryKey: [stockApi.stocktakes, 'record', open?._id],
    queryFn: () => fetchData<StocktakeDetail>(stockApi.stocktake(open!._id)),
    enabled: Boolean(open),
  });
  const start = useResourceMutation<StocktakeDetail, string>({
    request: (kho_id) => ({ method: 'POST', path: stockApi.stocktakes, body: { kho_id } }),
    invalidates: [stockApi.stocktakes],
  });
  return (
    <Card title={text('count.title')}>
      <Space wrap className={styles.toolbar}>
        <StoreSelect
          aria-label={text('fields.kho')}
          className={styles.filter}
          value={store?._id}
          onChange={(id: string) => choose(id)}
        />
        {can.create && !open && (
          <Button
            type="primary"
            disabled={!store || sheets.isPending}
            loading={start.busy}
            onClick={() => store && void start.run(store._id)}
          >
            {text('count.start')}
          </Button>
        )}
      </Space>
      {sheets.isError && <Alert type="error" showIcon title={sheets.error.message} />}
      {sheets.data && !open && <Alert type="info" showIcon title={text('count.intro')} />}
      {open && sheet.isPending && <Card loading variant="borderless" />}
      {open && sheet.data && !sheet.data.dong.length && <Empty description={text('count.empty')} />}
      {open && sheet.data && sheet.data.dong.length > 0 && (
        <>
          <Typography.Paragraph type="secondary">
            {text('count.openSince', { time: formatDateTime(lang, new Date(sheet.data.createdAt)) })}
          </Typography.Paragraph>
          <CountSheet key={sheet.data._id} sheet={sheet.data} onPosted={setPosted} />
        </>
      )}
      {posted && <StockDocumentPrint id={posted} onClose={() => setPosted(null)} />}
    </Card>
  );
}
