// The duplicate warning of the patient form: as the phone, the citizen id, or the name with the birth date are typed,
// the server is asked which live records look the same, and the matches are listed with links (and, on a saved
// record with the grants, a button to merge the match into it). A warning only: saving stays possible.
import { duplicatesPath, patientResource, type DuplicateMatch } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Popconfirm } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData } from '../../kit/query';
import styles from './Patients.module.css';

/** How long typing must pause before the server is asked. */
const PAUSE_MS = 400;

interface Probe {
  hoten?: string;
  ngaysinh?: string;
  dienthoai?: string;
  cccd?: string;
}

/** The fields the rules compare, as typed; a rule's fields left empty are not sent. */
function useProbe(): Probe {
  const form = Form.useFormInstance();
  const hoten = Form.useWatch<string | undefined>('hoten', form);
  const ngaysinh = Form.useWatch<Dayjs | null | undefined>('ngaysinh', form);
  const dienthoai = Form.useWatch<string | undefined>('dienthoai', form);
  const cccd = Form.useWatch<string | undefined>('cccd', form);
  const day = ngaysinh ? ngaysinh.format('YYYY-MM-DD') : undefined;
  const [probe, setProbe] = useState<Probe>({});
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setProbe({
          hoten: hoten?.trim() && day ? hoten.trim() : undefined,
          ngaysinh: hoten?.trim() && day ? day : undefined,
          dienthoai: dienthoai?.trim() || undefined,
          cccd: cccd?.trim() && /^\d{12}$/.test(cccd.trim()) ? cccd.trim() : undefined,
        }),
      PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [hoten, day, dienthoai, cccd]);
  return probe;
}

export function DuplicateWarning({ recordId, base }: { recordId?: string; base: string }) {
  const { t } = useI18n();
  const probe = useProbe();
  const grants = useScreenGrants(patientResource.urls);
  const asked = Boolean(probe.dienthoai || probe.cccd || probe.hoten);
  const query = { ...probe, ...(recordId ? { bo_qua: recordId } : {}) };
  const matches = useQuery({
    queryKey: [patientResource.api, 'duplicates', query],
    queryFn: () => fetchData<DuplicateMatch[]>(duplicatesPath, query, true),
    enabled: asked,
  });
  const found = asked ? (matches.data ?? []) : [];
  if (found.length === 0) return null;
  const canMerge = Boolean(recordId) && grants.update && grants.delete;
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.duplicates}
      title={t('admin.resources.patientAccounts.duplicates.title', { count: found.length })}
      description={
        <ul className={styles.duplicateList}>
          {found.map((match) => (
            <li key={match._id}>
              <Link to={`${base}/${match._id}`}>
                {match.ma} · {match.hoten}
              </Link>{' '}
              <span className={styles.muted}>
                ({match.lydo.map((reason) => t(`admin.resources.patientAccounts.duplicates.${reason}`)).join(', ')})
              </span>
              {canMerge && <MergeButton keptId={recordId!} match={match} />}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** Merges the match into the record being edited (its requests move here; it leaves the list). */
function MergeButton({ keptId, match }: { keptId: string; match: DuplicateMatch }) {
  const { t } = useI18n();
  // Every read of patients goes stale, the kept record's page among them.
  const merge = useResourceMutation({
    request: () => ({ method: 'POST', path: `${patientResource.api}/${keptId}/gop`, body: { trunglap_id: match._id } }),
    invalidates: [patientResource.api],
    success: () => t('admin.resources.patientAccounts.merge.done', { ma: match.ma }),
  });
  return (
    <Popconfirm
      title={t('admin.resources.patientAccounts.merge.confirm', { ma: match.ma })}
      okText={t('admin.resources.patientAccounts.merge.button')}
      cancelText={t('admin.kit.cancel')}
      onConfirm={() => void merge.run()}
    >
      <Button size="small" type="link" loading={merge.busy}>
        {t('admin.resources.patientAccounts.merge.button')}
      </Button>
    </Popconfirm>
  );
}
