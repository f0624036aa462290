// Dispensing one prescription (/admin/nha-thuoc/:id): the patient's identity, then each line with what was
// prescribed, handed out and left, the usable units, and the batches proposed first expiry first (FEFO), which the
// pharmacist may change, split or clear (not handed out here). "Phát thuốc" sends the batches shown; the answer
// names the issue document, the bill the lines went to and what is still short. Below, the documents that handed the
// prescription out, each with its return.
import { type ChosenBatch, type DispenseAnswer, type PharmacyPrescription } from '@phongkham/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { useRecordAction } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { fetchData } from '../../kit/query';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { PharmacyDocuments } from './PharmacyDocuments';
import styles from './Pharmacy.module.css';
import { money, usePharmacyText } from './texts';
import { pharmacyStateColors, worklistApi } from './PharmacyWorklist';

type Line = PharmacyPrescription['dong'][number];
type Picks = Record<string, ChosenBatch[]>;

const pharmacyUrls = ['/nha-thuoc'];

/** The proposal as the page starts from it: FEFO's batches for every line still to hand out. */
const proposed = (record: PharmacyPrescription): Picks =>
  Object.fromEntries(record.dong.map((line) => [line.donthuoc_chitiet_id, line.dexuat.map((batch) => ({ ...batch }))]));

function LineCard({
  line,
  n,
  picks,
  onChange,
  editable,
}: {
  line: Line;
  n: number;
  picks: ChosenBatch[];
  onChange: (picks: ChosenBatch[]) => void;
  editable: boolean;
}) {
  const text = usePharmacyText();
  const { lang } = useI18n();
  const taken = picks.reduce((sum, batch) => sum + (batch.soluong || 0), 0);
  const unit = line.donvitinh;
  const batchLabel = (batch: Line['lo'][number]) =>
    text('batchOption', {
      solo: batch.solo,
      handung: formatDay(lang, batch.handung),
      n: batch.soluong,
      unit,
      price: money(batch.giaban),
    });
  const free = line.lo.filter((batch) => !picks.some((pick) => pick.lohang_id === batch.lohang_id));
  return (
    <div className={styles.line} aria-label={text('lineLabel', { n })} role="group">
      <div className={styles.lineHead}>
        <span className={styles.drug}>
          {n}. {line.tenthuoc}
        </span>
        {line.conlai > 0 && line.khadung === 0 && <Tag color="red">{text('outOfStock')}</Tag>}
        {line.conlai === 0 && <Tag color="green">{text('lineDone')}</Tag>}
      </div>
      {line.cachdung && <div className={styles.muted}>{line.cachdung}</div>}
      <div className={styles.figures}>
        <span>{text('prescribed', { n: line.soluong, unit })}</span>
        <span>{text('handedOut', { n: line.daphat, unit })}</span>
        <strong>{text('left', { n: line.conlai, unit })}</strong>
        <span>{text('usable', { n: line.khadung, unit })}</span>
      </div>
      {editable && line.conlai > 0 && (
        <>
          {picks.map((pick, index) => {
            const batch = line.lo.find((row) => row.lohang_id === pick.lohang_id);
            return (
              <div key={`${pick.lohang_id}-${index}`} className={styles.batchRow}>
                <Select
                  aria-label={text('batchOf', { n, i: index + 1 })}
                  className={styles.batchSelect}
                  value={pick.lohang_id}
                  options={[...(batch ? [batch] : []), ...free].map((row) => ({
                    value: row.lohang_id,
                    label: batchLabel(row),
                  }))}
                  onChange={(lohang_id: string) =>
                    onChange(picks.map((other, at) => (at === index ? { ...other, lohang_id } : other)))
                  }
                />
                <NumberInput
                  aria-label={text('quantityOf', { n, i: index + 1 })}
                  kind="integer"
                  min={1}
                  max={batch?.soluong}
                  className={styles.quantity}
                  suffix={unit}
                  value={pick.soluong}
                  onChange={(value) =>
                    onChange(picks.map((other, at) => (at === index ? { ...other, soluong: value ?? 0 } : other)))
                  }
                />
                <Button
                  aria-label={text('removeBatch', { n, i: index + 1 })}
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(picks.filter((_, at) => at !== index))}
                />
              </div>
            );
          })}
          <div className={styles.batchRow}>
            {free.length > 0 && (
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() =>
                  onChange([...picks, { lohang_id: free[0]!.lohang_id, soluong: Math.max(1, line.conlai - taken) }])
                }
              >
                {text('addBatch')}
              </Button>
            )}
            {taken > line.conlai && <Alert type="error" showIcon title={text('tooMany', { n: line.conlai, unit })} />}
            {taken < line.conlai && (
              <span className={styles.muted}>
                {taken === 0 ? text('notHere') : text('short', { n: line.conlai - taken, unit })}
              </span>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function Dispensing({ record }: { record: PharmacyPrescription }) {
  const text = usePharmacyText();
  const { t, lang } = useI18n();
  const can = useScreenGrants(pharmacyUrls);
  const [picks, setPicks] = useState<Picks>(() => proposed(record));
  const [seen, setSeen] = useState(record);
  const [answer, setAnswer] = useState<DispenseAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = useRecordAction([worklistApi, '/api/hoadon', '/api/thuoc']);
  if (seen !== record) {
    // Read again (after a dispensing or a return): the proposal follows the stock as it now is.
    setSeen(record);
    setPicks(proposed(record));
  }
  const open = record.dong.filter((line) => line.conlai > 0);
  const editable = can.create && (record.trangthai === 'DA_KY' || record.trangthai === 'PHAT_MOT_PHAN');
  const chosen = open.map((line) => ({
    donthuoc_chitiet_id: line.donthuoc_chitiet_id,
    lo: (picks[line.donthuoc_chitiet_id] ?? []).filter((batch) => batch.soluong > 0),
  }));
  const total = open.reduce(
    (sum, line) =>
      sum +
      (picks[line.donthuoc_chitiet_id] ?? []).reduce(
        (own, pick) =>
          own + (pick.soluong || 0) * (line.lo.find((row) => row.lohang_id === pick.lohang_id)?.giaban ?? 0),
        0,
      ),
    0,
  );
  const nothing = chosen.every((line) => !line.lo.length);
  const over = open.some(
    (line) => (picks[line.donthuoc_chitiet_id] ?? []).reduce((sum, pick) => sum + (pick.soluong || 0), 0) > line.conlai,
  );
  const dispense = async () => {
    setRefusal(null);
    const outcome = await act.run<DispenseAnswer>(record._id, `/api/donthuoc/${record._id}/phat`, { dong: chosen });
    if (outcome.success) setAnswer(outcome.data);
    else setRefusal(outcome.message);
  };
  return (
    <Space orientation="vertical" size="middle" className={styles.page}>
      <Card
        size="small"
        title={
          <Space wrap>
            <span className={styles.nowrap}>{record.madonthuoc}</span>
            <Tag color={pharmacyStateColors[record.trangthai]}>
              {t(`admin.resources.prescriptions.states.${record.trangthai}`)}
            </Tag>
          </Space>
        }
        extra={<Link to="..">{text('backToList')}</Link>}
      >
        <dl className={styles.identity} aria-label={text('patient')}>
          <div>
            <dt>{text('fields.benhnhan')}</dt>
            <dd>
              {record.benhnhan_hoten} · <span className={styles.nowrap}>{record.benhnhan_ma}</span>
            </dd>
          </div>
          <div>
            <dt>{text('fields.ngaysinh')}</dt>
            <dd>{record.benhnhan_ngaysinh ? formatDay(lang, record.benhnhan_ngaysinh) : '—'}</dd>
          </div>
          <div>
            <dt>{text('fields.gioitinh')}</dt>
            <dd>
              {record.benhnhan_gioitinh ? t(`admin.resources.pharmacy.genders.${record.benhnhan_gioitinh}`) : '—'}
            </dd>
          </div>
          <div>
            <dt>{text('fields.bacsi')}</dt>
            <dd>{record.bacsi_hoten ?? '—'}</dd>
          </div>
          <div>
            <dt>{text('fields.kho')}</dt>
            <dd>{record.kho_ten}</dd>
          </div>
        </dl>
      </Card>
      {answer && (
        <Alert
          type={answer.donthuoc.conlai.length ? 'warning' : 'success'}
          showIcon
          title={text('done', { so: answer.phieukho.so, n: answer.hoadon_dong.length, bill: answer.hoadon_so })}
          description={
            <Space orientation="vertical" size={2}>
              <Link to={`/hoa-don/${answer.hoadon_id}`}>{text('openBill', { bill: answer.hoadon_so })}</Link>
              {answer.donthuoc.conlai.map((line) => (
                <span key={line.donthuoc_chitiet_id}>
                  {text('stillShort', { drug: line.tenthuoc, n: line.conlai, unit: line.donvitinh })}
                </span>
              ))}
            </Space>
          }
        />
      )}
      <Card size="small" title={text('lines')}>
        <div className={styles.lines}>
          {record.dong.map((line) => (
            <LineCard
              key={line.donthuoc_chitiet_id}
              line={line}
              n={line.thutu}
              editable={editable}
              picks={picks[line.donthuoc_chitiet_id] ?? []}
              onChange={(next) => setPicks((current) => ({ ...current, [line.donthuoc_chitiet_id]: next }))}
            />
          ))}
        </div>
        {editable && open.length > 0 && (
          <Space wrap style={{ marginTop: 12 }}>
            <Typography.Text>
              {text('total')} <strong className={styles.nowrap}>{money(total)}</strong>
            </Typography.Text>
            <Button
              type="primary"
              disabled={nothing || over}
              loading={act.busy === record._id}
              onClick={() => void dispense()}
            >
              {text('dispense')}
            </Button>
          </Space>
        )}
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginTop: 12 }} />}
      </Card>
      {record.phieukho.length > 0 ? (
        <PharmacyDocuments documents={record.phieukho} canReturn={can.create} />
      ) : (
        <Empty description={text('noDocuments')} />
      )}
    </Space>
  );
}

/** The page of one prescription at the counter: read, then dispensed from. */
export function DispensingPage() {
  const { id = '' } = useParams();
  const record = useQuery({
    queryKey: [worklistApi, id],
    queryFn: () => fetchData<PharmacyPrescription>(`${worklistApi}/${id}`),
  });
  if (record.isError) return <NotFoundPage />;
  if (record.isPending) return <Card loading />;
  return <Dispensing record={record.data} />;
}
