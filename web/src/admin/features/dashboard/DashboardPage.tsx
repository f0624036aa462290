// The back office's home (/admin): the signed-in person's clinic at a glance — the day's money, queue, wait and
// unsettled bills (DayAtAGlance), requests today and this week by type
// and status, member registrations and the promotion's slots, applications awaiting review, the stock alerts (low
// stock, near expiry, expired, on hold), the latest news, and 14-day trends — each figure a link to its filtered list.
// The server sends only the figures of pages the role may view (GET /api/dashboard); the charts' library loads only
// when a trend is shown. Outbox viewers are warned while text messages are only stored (no SMS provider), since
// patients then receive nothing.
import { ReloadOutlined } from '@ant-design/icons';
import {
  PHARMACY_REPORT,
  clinicInstant,
  dashboardPath,
  requestStatuses,
  requestTypes,
  stockUrl,
  type Dashboard,
} from '@phongkham/contracts';
import { Alert, Button, Card, Col, Empty, List, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { useScreenGrants } from '../../kit/grants';
import styles from './Dashboard.module.css';
import { DayAtAGlance } from './DayAtAGlance';

const TrendChart = lazy(() => import('./TrendChart'));

/** A list's address with its filters ("/yeu-cau?trangthai=MOI&tungay=2026-11-23"). */
const listUrl = (path: string, filters: Record<string, string>) => `${path}?${new URLSearchParams(filters)}`;

function Figure({ title, value, to, extra }: { title: string; value: number; to: string; extra?: ReactNode }) {
  return (
    <Card size="small" className={styles.figure}>
      <Link to={to} className={styles.figureLink}>
        <Statistic title={title} value={value} />
      </Link>
      {extra}
    </Card>
  );
}

function Trend({ title, days, name }: { title: string; days: { ngay: string; soluong: number }[]; name: string }) {
  const { lang } = useI18n();
  // "25/11" in Vietnamese, "11/25" in English: the day as the clinic's calendar names it, without the year.
  const points = days.map((day) => ({
    label: formatDate(lang, clinicInstant(day.ngay)).replace(/\/\d{4}$/, ''),
    soluong: day.soluong,
  }));
  return (
    <Card size="small" title={title}>
      <Suspense fallback={<Skeleton.Node active className={styles.chartPlaceholder} />}>
        <div role="img" aria-label={`${title}: ${points.map((p) => `${p.label} ${p.soluong}`).join(', ')}`}>
          <TrendChart points={points} name={name} />
        </div>
      </Suspense>
    </Card>
  );
}

/**
 * Stock alerts for those who view the stock page (docs/decisions/0059): each count a link to the stock list with that
 * alert's filter, in the warning colour while it is not zero.
 */
function StockAlertsCard({ alerts }: { alerts: NonNullable<Dashboard['canhbaokho']> }) {
  const { t } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.dashboard.${key}`, params);
  // The pharmacy report (stock at cost, movements, expiry, slow movers) for those who hold it.
  const mayReadReport = useScreenGrants([PHARMACY_REPORT]).view;
  // Each link asks the stock list for the batches its count counted: near expiry within the settings' window, usable
  // (not held) with units left; expired with units left.
  const figures: { key: string; value: number; filter: Record<string, string>; danger: boolean }[] = [
    { key: 'lowStock', value: alerts.duoidinhmuc, filter: { duoidinhmuc: 'true' }, danger: true },
    {
      key: 'nearExpiry',
      value: alerts.ganhethan,
      filter: { ganhethan: String(alerts.songay_ganhethan), tamgiu: 'false', conhang: 'true' },
      danger: false,
    },
    { key: 'expired', value: alerts.hethan, filter: { hethan: 'true', conhang: 'true' }, danger: true },
    { key: 'onHold', value: alerts.tamgiu, filter: { tamgiu: 'true' }, danger: false },
  ];
  return (
    <Card
      size="small"
      title={text('stockAlerts')}
      className={styles.figure}
      extra={
        <Space size="middle" wrap>
          {mayReadReport && <Link to={PHARMACY_REPORT}>{text('pharmacyReport')}</Link>}
          <Link to={stockUrl}>{text('openStock')}</Link>
        </Space>
      }
    >
      <Row gutter={[12, 12]}>
        {figures.map((figure) => (
          <Col xs={12} sm={6} key={figure.key}>
            <Link to={listUrl(stockUrl, figure.filter)} className={styles.figureLink}>
              <Statistic
                title={text(figure.key, { days: alerts.songay_ganhethan })}
                value={figure.value}
                styles={{
                  content: figure.value > 0 ? { color: figure.danger ? '#cf1322' : '#d46b08' } : undefined,
                }}
              />
            </Link>
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary" className={styles.note}>
        {text('stockAlertsHint')}
      </Typography.Text>
    </Card>
  );
}

export function DashboardPage() {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.dashboard.${key}`, params);
  const [data, setData] = useState<Dashboard | null>(null);
  const [loading, setLoading] = useState(true);
  /** Bumped by the refresh button: each value is one reading of the figures. */
  const [readings, setReadings] = useState(0);
  useEffect(() => {
    let current = true;
    void adminApi.get<Dashboard>(dashboardPath).then((answer) => {
      if (!current) return;
      setData(answer);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [readings]);
  const refresh = () => {
    setLoading(true);
    setReadings((n) => n + 1);
  };

  const label = (group: string, code: string) => {
    const key = `admin.dashboard.${group}.${code}`;
    return t(key) === key ? code : t(key);
  };

  const header = (
    <Card className={styles.header}>
      <div className={styles.headerRow}>
        <div>
          <Typography.Title level={2}>{t('admin.home.welcome')}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {data ? text('today', { day: formatDate(lang, clinicInstant(data.homnay)) }) : text('intro')}
          </Typography.Paragraph>
        </div>
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading}>
          {t('admin.home.refresh')}
        </Button>
      </div>
    </Card>
  );
  if (!data) return header;

  const { yeucau, dangkythanhvien, xetduyethoso, tintuc, canhbaokho } = data;
  const day = data.doanhthu ?? data.luotkham ?? data.thoigiancho ?? data.hoadonmo;
  const none = !day && !yeucau && !dangkythanhvien && !xetduyethoso && !tintuc && !canhbaokho;
  const cell = (type: string, status: string) =>
    yeucau?.theoloai.find((row) => row.loaiyeucau === type && row.trangthai === status) ?? { homnay: 0, tuannay: 0 };

  return (
    <>
      {header}
      {data.tinnhan_chiluu && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={text('smsStoredOnly')}
          action={<Link to="/sms?kenh=SMS">{text('openOutbox')}</Link>}
        />
      )}
      {none && (
        <Card>
          <Empty description={text('nothing')} />
        </Card>
      )}
      <Row gutter={[16, 16]}>
        <DayAtAGlance data={data} />
        {yeucau && (
          <>
            <Col xs={12} lg={6}>
              <Figure
                title={text('requestsToday')}
                value={yeucau.homnay}
                to={listUrl('/yeu-cau', { tungay: data.homnay })}
              />
            </Col>
            <Col xs={12} lg={6}>
              <Figure
                title={text('requestsWeek')}
                value={yeucau.tuannay}
                to={listUrl('/yeu-cau', { tungay: data.dautuan })}
              />
            </Col>
          </>
        )}
        {dangkythanhvien && (
          <Col xs={12} lg={6}>
            <Figure
              title={text('registrationsWeek')}
              value={dangkythanhvien.tuannay}
              to={listUrl('/dang-ky-thanh-vien', { tungay: data.dautuan })}
              extra={
                <Typography.Text type="secondary" className={styles.note}>
                  {dangkythanhvien.khuyenmai.conlai > 0
                    ? text('slotsLeft', {
                        left: dangkythanhvien.khuyenmai.conlai,
                        total: dangkythanhvien.khuyenmai.soluong,
                      })
                    : text('promotionEnded')}
                </Typography.Text>
              }
            />
          </Col>
        )}
        {xetduyethoso && (
          <Col xs={12} lg={6}>
            <Figure
              title={text('applicationsWaiting')}
              value={xetduyethoso.choxetduyet}
              to={listUrl('/xet-duyet-ho-so', { trangthai: 'MOI' })}
            />
          </Col>
        )}
        {canhbaokho && (
          // A row of its own: four figures side by side on a laptop, two by two on a phone, each title on one line.
          <Col xs={24}>
            <StockAlertsCard alerts={canhbaokho} />
          </Col>
        )}

        {yeucau && (
          <Col xs={24} xl={14}>
            <Card size="small" title={text('byTypeAndStatus')}>
              {/* Statuses down, the two types across: three columns fit a phone and leave nothing cut at 1280 px. */}
              <Table
                size="small"
                pagination={false}
                rowKey="status"
                dataSource={requestStatuses.map((status) => ({ status }))}
                columns={[
                  { key: 'status', title: text('status'), render: (_value, row) => label('statuses', row.status) },
                  ...requestTypes.map((type) => ({
                    key: type,
                    title: label('types', type),
                    render: (_value: unknown, row: { status: string }) => {
                      const status = row.status;
                      const counts = cell(type, status);
                      const filters = { loaiyeucau: type, trangthai: status };
                      return (
                        <span className={styles.pair}>
                          <Link
                            to={listUrl('/yeu-cau', { ...filters, tungay: data.homnay })}
                            aria-label={text('cellToday', { count: counts.homnay })}
                          >
                            {counts.homnay}
                          </Link>
                          {' / '}
                          <Link
                            to={listUrl('/yeu-cau', { ...filters, tungay: data.dautuan })}
                            aria-label={text('cellWeek', { count: counts.tuannay })}
                          >
                            {counts.tuannay}
                          </Link>
                        </span>
                      );
                    },
                  })),
                ]}
              />
              <Typography.Text type="secondary" className={styles.note}>
                {text('cellHint')}
              </Typography.Text>
            </Card>
          </Col>
        )}
        {tintuc && (
          <Col xs={24} xl={yeucau ? 10 : 24}>
            <Card size="small" title={text('latestNews')} extra={<Link to="/tin-tuc">{text('allNews')}</Link>}>
              <List
                size="small"
                dataSource={tintuc}
                locale={{ emptyText: text('noNews') }}
                renderItem={(item) => (
                  <List.Item>
                    <Link to={`/tin-tuc/${item._id}`}>
                      {lang === 'en' && item.tieude_en ? item.tieude_en : item.tieude}
                    </Link>
                    <Typography.Text type="secondary" className={styles.date}>
                      {formatDate(lang, item.ngaydang)}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        )}
        {yeucau && (
          <Col xs={24} lg={12}>
            <Trend title={text('requestsTrend')} days={yeucau.xuhuong} name={text('requests')} />
          </Col>
        )}
        {dangkythanhvien && (
          <Col xs={24} lg={12}>
            <Trend title={text('registrationsTrend')} days={dangkythanhvien.xuhuong} name={text('registrations')} />
          </Col>
        )}
      </Row>
    </>
  );
}
