// A counter sale (/admin/nha-thuoc/ban-le): drugs without a prescription and products, found by name among what the
// pharmacy holds usable units of (GET /api/nhathuoc/ton), each line's units and price; "Bán" opens the counter bill
// and takes the units FEFO in one go (POST /api/nhathuoc/banle), then links the bill for the cashier. A drug only a
// prescription may hand out is shown and refused.
import type { CounterSaleAnswer, SellableItem } from '@phongkham/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useRecordAction } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { fetchData } from '../../kit/query';
import styles from './Pharmacy.module.css';
import { money, usePharmacyText } from './texts';
import { worklistApi } from './PharmacyWorklist';

const sellableApi = '/api/nhathuoc/ton';
const itemKey = (item: Pick<SellableItem, 'thuoc_id' | 'sanpham_id'>) => item.thuoc_id ?? item.sanpham_id!;

type SaleLine = SellableItem & { soluong: number | null };

export function CounterSale() {
  const text = usePharmacyText();
  const { lang } = useI18n();
  const [q, setQ] = useState('');
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [buyer, setBuyer] = useState('');
  const [sold, setSold] = useState<CounterSaleAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = useRecordAction([worklistApi, '/api/hoadon', '/api/thuoc']);
  const found = useQuery({
    queryKey: [sellableApi, q],
    queryFn: () => fetchData<SellableItem[]>(sellableApi, q ? { q } : {}),
  });
  const total = lines.reduce((sum, line) => sum + (line.soluong ?? 0) * (line.giaban ?? 0), 0);
  const invalid = lines.some((line) => !line.soluong || line.soluong > line.khadung || line.cankedon);
  const sell = async () => {
    setRefusal(null);
    const outcome = await act.run<CounterSaleAnswer>('sale', '/api/nhathuoc/banle', {
      khachhang: buyer.trim() || null,
      dong: lines.map((line) => ({ thuoc_id: line.thuoc_id, sanpham_id: line.sanpham_id, soluong: line.soluong })),
    });
    if (!outcome.success) {
      setRefusal(outcome.message);
      return;
    }
    setSold(outcome.data);
    setLines([]);
    setBuyer('');
  };
  return (
    <Space orientation="vertical" size="middle" className={styles.page}>
      {sold && (
        <Alert
          type="success"
          showIcon
          title={text('soldDone', { so: sold.phieukho.so, bill: sold.hoadon.so, amount: money(sold.hoadon.phaitra) })}
          description={<Link to={`/hoa-don/${sold.hoadon._id}`}>{text('openBill', { bill: sold.hoadon.so })}</Link>}
        />
      )}
      <Card size="small" title={text('counterSale')}>
        <Space orientation="vertical" size="middle" className={styles.page}>
          <Select<string>
            aria-label={text('findItem')}
            placeholder={text('findItem')}
            showSearch={{ filterOption: false, onSearch: setQ }}
            value={null as unknown as string}
            style={{ width: '100%' }}
            loading={found.isFetching}
            notFoundContent={<Empty description={text('nothingSellable')} />}
            options={(found.data ?? []).map((item) => ({
              value: itemKey(item),
              disabled: item.cankedon,
              label: text('sellableOption', {
                ten: item.ten,
                n: item.khadung,
                unit: item.donvitinh ?? '',
                handung: item.handung_gannhat ? formatDay(lang, item.handung_gannhat) : '—',
              }),
            }))}
            onChange={(key) => {
              const item = found.data?.find((row) => itemKey(row) === key);
              if (!item || lines.some((line) => itemKey(line) === key)) return;
              setLines((current) => [...current, { ...item, soluong: 1 }]);
            }}
          />
          {lines.length === 0 ? (
            <Empty description={text('noSaleLines')} />
          ) : (
            <Table<SaleLine>
              rowKey={itemKey}
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={lines}
              columns={[
                {
                  key: 'ten',
                  title: text('fields.thuoc'),
                  render: (_, line) => (
                    <Space size={4} wrap>
                      {line.ten}
                      {line.cankedon && <Tag color="red">{text('prescriptionOnly')}</Tag>}
                    </Space>
                  ),
                },
                {
                  key: 'khadung',
                  title: text('fields.khadung'),
                  align: 'right',
                  responsive: ['sm'],
                  render: (_, line) => `${line.khadung} ${line.donvitinh ?? ''}`,
                },
                {
                  key: 'soluong',
                  title: text('fields.soluong'),
                  render: (_, line) => (
                    <NumberInput
                      aria-label={text('saleUnits', { ten: line.ten })}
                      kind="integer"
                      min={1}
                      max={line.khadung}
                      className={styles.quantity}
                      value={line.soluong}
                      onChange={(value) =>
                        setLines((current) =>
                          current.map((other) =>
                            itemKey(other) === itemKey(line) ? { ...other, soluong: value } : other,
                          ),
                        )
                      }
                    />
                  ),
                },
                {
                  key: 'thanhtien',
                  title: text('fields.thanhtien'),
                  align: 'right',
                  render: (_, line) => (
                    <span className={styles.nowrap}>{money((line.soluong ?? 0) * (line.giaban ?? 0))}</span>
                  ),
                },
                {
                  key: 'xoa',
                  title: '',
                  render: (_, line) => (
                    <Button
                      aria-label={text('removeItem', { ten: line.ten })}
                      icon={<DeleteOutlined />}
                      onClick={() => setLines((current) => current.filter((other) => itemKey(other) !== itemKey(line)))}
                    />
                  ),
                },
              ]}
            />
          )}
          <Input
            aria-label={text('buyer')}
            placeholder={text('buyer')}
            maxLength={150}
            value={buyer}
            onChange={(event) => setBuyer(event.target.value)}
          />
          <Space wrap>
            <Typography.Text>
              {text('total')} <strong className={styles.nowrap}>{money(total)}</strong>
            </Typography.Text>
            <Button
              type="primary"
              disabled={!lines.length || invalid}
              loading={act.busy === 'sale'}
              onClick={() => void sell()}
            >
              {text('sell')}
            </Button>
          </Space>
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
        </Space>
      </Card>
    </Space>
  );
}
