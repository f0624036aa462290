// One charity case (/admin/xet-duyet-ho-so/:id): what the sender wrote, the documents (pictures shown, PDFs opened in
// a tab, both through the reviewers' authenticated route), every status step with who, when and why, and the next
// steps the role may take: start the review, approve, refuse with the reason the sender will read; then make the
// approved case a draft sponsored operation and, once operated, draft its success story.
import { FilePdfOutlined } from '@ant-design/icons';
import {
  movesFor,
  profileReviewPaths,
  profileReviewResource,
  profileReviewWorkflow,
  sponsorshipResource,
  successStoryResource,
  type ProfileReviewRecord,
  type ProfileReviewStatus,
} from '@phongkham/contracts';
import { Alert, Button, Card, Descriptions, Empty, Grid, Input, Modal, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { reviewStatusColors, useReviewTexts } from './reviewTexts';
import styles from './ReviewRecord.module.css';

export type ReviewRecordValues = Omit<ProfileReviewRecord, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

const STEP_LABEL: Record<ProfileReviewStatus, string> = {
  MOI: 'start',
  DANG_XEM_XET: 'startReview',
  DUYET: 'approve',
  TU_CHOI: 'refuse',
};

/** The dialog of one step: a note for every step, and for a refusal the reason the sender reads (required). */
function StepDialog(props: {
  to: ProfileReviewStatus | null;
  busy: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (lydo: string, ghichu: string) => void;
}) {
  const { text, field } = useReviewTexts();
  const [lydo, setLydo] = useState('');
  const [ghichu, setGhichu] = useState('');
  const refusing = props.to === 'TU_CHOI';
  return (
    <Modal
      open={props.to !== null}
      title={props.to ? text(`steps.${STEP_LABEL[props.to]}`) : ''}
      okText={props.to ? text(`steps.${STEP_LABEL[props.to]}`) : ''}
      okButtonProps={{ danger: refusing, loading: props.busy }}
      onOk={() => props.onConfirm(lydo, ghichu)}
      onCancel={props.onCancel}
      afterClose={() => {
        setLydo('');
        setGhichu('');
      }}
      destroyOnHidden
    >
      <Space direction="vertical" size={12} className={styles.full}>
        {refusing && (
          <label className={styles.dialogField}>
            <span>
              {field('lydo')} <span className={styles.required}>*</span>
            </span>
            <Input.TextArea
              value={lydo}
              onChange={(event) => setLydo(event.target.value)}
              autoSize={{ minRows: 3, maxRows: 6 }}
              maxLength={1000}
              status={props.error ? 'error' : undefined}
              aria-invalid={Boolean(props.error)}
            />
            <Typography.Text type="secondary">{text('reasonHint')}</Typography.Text>
            {props.error && <Typography.Text type="danger">{props.error}</Typography.Text>}
          </label>
        )}
        <label className={styles.dialogField}>
          <span>{field('ghichu')}</span>
          <Input.TextArea
            value={ghichu}
            onChange={(event) => setGhichu(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={1000}
          />
        </label>
      </Space>
    </Modal>
  );
}

export function ReviewRecord({ record }: { record: ReviewRecordValues }) {
  const { text, field, status, lang } = useReviewTexts();
  const can = useScreenGrants(profileReviewResource.urls);
  const canSponsor = useScreenGrants(sponsorshipResource.urls).create;
  const canStory = useScreenGrants(successStoryResource.urls).create;
  const [step, setStep] = useState<ProfileReviewStatus | null>(null);
  const [stepError, setStepError] = useState<string>();
  const when = (moment: string | Date) => formatDateTime(lang, moment);
  // A step or a draft changes the case, and a draft adds an operation or a story.
  const stale = [profileReviewResource.api, sponsorshipResource.api, successStoryResource.api];
  const decision = useResourceMutation<unknown, { trangthai: ProfileReviewStatus; lydo: string; ghichu: string }>({
    request: ({ trangthai, lydo, ghichu }) => ({
      method: 'POST',
      path: profileReviewPaths.decision(record._id),
      body: { trangthai, ...(lydo.trim() ? { lydo } : {}), ...(ghichu.trim() ? { ghichu } : {}) },
    }),
    invalidates: stale,
    success: (_data, { trangthai }) => text('stepDone', { status: status(trangthai) }),
  });
  const draft = useResourceMutation<unknown, { path: string; done: string }>({
    request: ({ path }) => ({ method: 'POST', path, body: {} }),
    invalidates: stale,
    success: (_data, { done }) => text(done),
  });
  const busy = decision.busy || draft.busy;

  const confirmStep = async (lydo: string, ghichu: string) => {
    if (!step) return;
    if (step === 'TU_CHOI' && !lydo.trim()) {
      setStepError(text('reasonRequired'));
      return;
    }
    const outcome = await decision.run({ trangthai: step, lydo, ghichu });
    if (!outcome.success) {
      setStepError(outcome.errors?.lydo);
      return;
    }
    setStep(null);
    setStepError(undefined);
  };

  // On a phone each label goes above its value: two narrow columns side by side do not fit a sentence.
  const wide = Grid.useBreakpoint().md ?? true;
  // The steps the case's status and the reader's grants allow, as the server will check them.
  const next = movesFor(profileReviewWorkflow, record.trangthai, (flag) => can[flag]);
  const operation = record.taitro;

  return (
    <Space direction="vertical" size={16} className={styles.full}>
      <Card size="small" className={styles.bar}>
        <div className={styles.barRow}>
          <Space wrap size={8}>
            <Typography.Text strong>{field('trangthai')}:</Typography.Text>
            <Tag color={reviewStatusColors[record.trangthai]} data-testid="review-status">
              {status(record.trangthai)}
            </Tag>
          </Space>
          {next.length > 0 && (
            <Space wrap>
              {next.map((to) => (
                <Button
                  key={to}
                  type={to === 'TU_CHOI' ? 'default' : 'primary'}
                  danger={to === 'TU_CHOI'}
                  onClick={() => setStep(to)}
                >
                  {text(`steps.${STEP_LABEL[to]}`)}
                </Button>
              ))}
            </Space>
          )}
        </div>
        {record.trangthai === 'TU_CHOI' && record.lydo && (
          <Alert className={styles.alert} type="error" showIcon message={field('lydo')} description={record.lydo} />
        )}
        {record.trangthai === 'DUYET' && !operation && (
          <Alert
            className={styles.alert}
            type="success"
            showIcon
            message={text('approvedNext')}
            action={
              can.update && canSponsor ? (
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() =>
                    void draft.run({ path: profileReviewPaths.toSponsorship(record._id), done: 'sponsorshipMade' })
                  }
                >
                  {text('makeSponsorship')}
                </Button>
              ) : undefined
            }
          />
        )}
        {operation && (
          <div className={styles.operation}>
            <Space wrap size={8}>
              <Typography.Text strong>{text('operation')}:</Typography.Text>
              <Link to={`${sponsorshipResource.urls[0]}/${operation._id}`}>{operation.tieude}</Link>
              <Tag color={operation.hienthi ? 'green' : 'default'}>
                {text(operation.hienthi ? 'published' : 'draft')}
              </Tag>
              <Tag>{text(`operationStatuses.${operation.trangthai}`)}</Tag>
            </Space>
            {operation.cauchuyen_id ? (
              <Link to={`${successStoryResource.urls[0]}/${operation.cauchuyen_id}`}>{text('openStory')}</Link>
            ) : operation.trangthai === 'DA_PHAU_THUAT' ? (
              canStory && (
                <Button
                  loading={busy}
                  onClick={() =>
                    void draft.run({ path: profileReviewPaths.toStory(operation._id), done: 'storyDrafted' })
                  }
                >
                  {text('draftStory')}
                </Button>
              )
            ) : (
              <Typography.Text type="secondary">{text('storyAfterOperation')}</Typography.Text>
            )}
          </div>
        )}
      </Card>

      <Card size="small" title={text('caseTitle')}>
        <Descriptions bordered size="small" column={{ xs: 1, lg: 2 }} layout={wide ? 'horizontal' : 'vertical'}>
          <Descriptions.Item label={field('ma')}>
            <Typography.Text copyable strong>
              {record.ma}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={field('createdAt')}>{when(record.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={field('hoten')}>{record.hoten}</Descriptions.Item>
          <Descriptions.Item label={field('dienthoai')}>
            <a href={`tel:${record.dienthoai}`}>{record.dienthoai}</a>
          </Descriptions.Item>
          <Descriptions.Item label={field('email')}>
            {record.email ? <a href={`mailto:${record.email}`}>{record.email}</a> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={field('tenbenhnhan')}>
            {record.tenbenhnhan}
            {record.namsinh ? ` (${record.namsinh})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={field('diachi')} span={2}>
            {record.diachi_day_du ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={field('chandoan')} span={2}>
            {record.chandoan ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={field('hoancanh')} span={2}>
            <span className={styles.prose}>{record.hoancanh}</span>
          </Descriptions.Item>
          <Descriptions.Item label={field('hotro')}>
            <span className={styles.prose}>{record.hotro ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={field('chiphi')}>
            {record.chiphi === null ? '—' : formatPrice(record.chiphi)}
          </Descriptions.Item>
          <Descriptions.Item label={field('dongy')} span={2}>
            {record.dongy_luc
              ? text('consentGiven', { version: record.dongy_phienban ?? '', date: when(record.dongy_luc) })
              : text('consentNone')}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title={text('documentsTitle', { count: record.tailieu.length })}>
        {record.tailieu.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('noDocuments')} />
        ) : (
          <ul className={styles.documents}>
            {record.tailieu.map((doc) => {
              const url = profileReviewPaths.document(record._id, doc._id);
              return (
                <li key={doc._id} className={styles.document}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className={styles.preview}>
                    {doc.loai === 'application/pdf' ? (
                      <FilePdfOutlined className={styles.pdf} aria-hidden />
                    ) : (
                      <img src={url} alt={doc.tenfile} loading="lazy" />
                    )}
                  </a>
                  <a href={url} target="_blank" rel="noopener noreferrer" className={styles.docName}>
                    {doc.tenfile}
                  </a>
                  <Typography.Text type="secondary" className={styles.docMeta}>
                    {doc.loai === 'application/pdf' ? 'PDF' : text('picture')} ·{' '}
                    {Math.max(1, Math.round(doc.kichthuoc / 1024))} KB
                  </Typography.Text>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <Card size="small" title={text('historyTitle')}>
        <Timeline
          items={record.lichsu.map((entry) => ({
            color: reviewStatusColors[entry.den],
            children: (
              <div className={styles.step}>
                <Typography.Text strong>{status(entry.den)}</Typography.Text>
                <Typography.Text type="secondary">
                  {when(entry.createdAt)} · {entry.nhanvien_ten ?? text('bySender')}
                </Typography.Text>
                {entry.lydo && (
                  <span>
                    {field('lydo')}: {entry.lydo}
                  </span>
                )}
                {entry.ghichu && (
                  <span>
                    {field('ghichu')}: {entry.ghichu}
                  </span>
                )}
              </div>
            ),
          }))}
        />
      </Card>

      <StepDialog
        to={step}
        busy={busy}
        error={stepError}
        onCancel={() => {
          setStep(null);
          setStepError(undefined);
        }}
        onConfirm={(lydo, ghichu) => void confirmStep(lydo, ghichu)}
      />
    </Space>
  );
}
