// The owner's day at a glance on the home page: today's money by method, the visits finished and waiting, the
// median wait from check-in to call, and the bills not settled. Each figure opens the report or the list it comes
// from, read for today; the server sends only those the role may view, so a card without its figure is not shown.
import { billStates, REVENUE_REPORT, WAIT_REPORT, type Dashboard } from '@phongkham/contracts';
import { Card, Col, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { formatNumber, formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import styles from './Dashboard.module.css';

const listUrl = (path: string, filters: Record<string, string>) => `${path}?${new URLSearchParams(filters)}`;
const openStates = billStates.filter(
  (state): state is 'NHAP' | 'DA_PHAT_HANH' | 'THANH_TOAN_MOT_PHAN' => state !== 'DA_THANH_TOAN' && state !== 'DA_HUY',
);

export function DayAtAGlance({ data }: { data: Dashboard }) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.dashboard.day.${key}`, params);
  const today = { tungay: data.homnay, denngay: data.homnay };
  const { doanhthu, luotkham, thoigiancho, hoadonmo } = data;
  return (
    <>
      {doanhthu && (
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" className={styles.figure}>
            <Link to={listUrl(REVENUE_REPORT, today)} className={styles.figureLink}>
              <Statistic title={text('revenue')} value={formatPrice(doanhthu.thucthu)} />
            </Link>
            <ul className={styles.breakdown} aria-label={text('byMethod')}>
              {Object.entries(doanhthu.theophuongthuc).map(([method, amount]) => (
                <li key={method}>
                  <span>{t(`admin.resources.bills.methods.${method}`)}</span>
                  <span>{formatPrice(amount)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      )}
      {luotkham && (
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" className={styles.figure}>
            <Link to="/tiep-nhan" className={styles.figureLink}>
              <Statistic title={text('waitingNow')} value={luotkham.dangcho} />
            </Link>
            <Typography.Text type="secondary" className={styles.note}>
              {text('visits', { done: luotkham.xong, examining: luotkham.dangkham })}
            </Typography.Text>
          </Card>
        </Col>
      )}
      {thoigiancho && (
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" className={styles.figure}>
            <Link to={listUrl(WAIT_REPORT, today)} className={styles.figureLink}>
              <Statistic
                title={text('wait')}
                value={
                  thoigiancho.trungvi_phut === null
                    ? '–'
                    : formatNumber(lang, thoigiancho.trungvi_phut, { decimals: 1 })
                }
                suffix={thoigiancho.trungvi_phut === null ? undefined : text('minutes')}
              />
            </Link>
            <Typography.Text type="secondary" className={styles.note}>
              {thoigiancho.soluot ? text('waitMeasured', { count: thoigiancho.soluot }) : text('waitNone')}
            </Typography.Text>
          </Card>
        </Col>
      )}
      {hoadonmo && (
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" className={styles.figure}>
            <Statistic title={text('openBills')} value={formatPrice(hoadonmo.conlai)} />
            <ul className={styles.breakdown} aria-label={text('openBillsByState')}>
              {openStates.map((state) => (
                <li key={state}>
                  <Link to={listUrl('/hoa-don', { trangthai: state })}>
                    {t(`admin.resources.bills.states.${state}`)}
                  </Link>
                  <span>{hoadonmo.theotrangthai[state]}</span>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      )}
    </>
  );
}
