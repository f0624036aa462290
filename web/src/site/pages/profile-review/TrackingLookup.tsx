// The status look-up of a sent case (GET /api/xetduyethoso/tra-cuu): the tracking code and the phone it was sent
// with. A wrong phone and an unknown code get the same answer from the server, shown here as it says it.
import {
  localizeIssues,
  trackingPath,
  trackingQuery,
  type ProfileReviewStatus,
  type TrackingResult,
} from '@phongkham/contracts';
import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { siteApi } from '../../api';
import { Icon } from '../../ui/icons';
import styles from './ProfileReviewPage.module.css';

const PREFIX = 'site.pages.profileReview.lookup';

const statusTone: Record<ProfileReviewStatus, string> = {
  MOI: styles.toneNew!,
  DANG_XEM_XET: styles.toneReview!,
  DUYET: styles.toneApproved!,
  TU_CHOI: styles.toneRefused!,
};

export function TrackingLookup() {
  const { t, lang } = useI18n();
  const id = useId();
  const [values, setValues] = useState({ ma: '', dienthoai: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TrackingResult | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (name: 'ma' | 'dienthoai', value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = trackingQuery.safeParse(values);
    if (!checked.success) {
      setErrors(localizeIssues(checked.error.issues, lang));
      return;
    }
    setBusy(true);
    const outcome = await siteApi().send<TrackingResult>('GET', trackingPath, undefined, {
      query: { ma: values.ma.trim(), dienthoai: values.dienthoai },
      silent: true,
    });
    setBusy(false);
    if (outcome.success) {
      setResult(outcome.data);
      setNotFound(null);
    } else {
      setResult(null);
      setErrors(outcome.errors ?? {});
      setNotFound(outcome.errors ? null : outcome.message);
    }
  };

  const field = (name: 'ma' | 'dienthoai', type: 'text' | 'tel') => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className={styles.lookupField}>
        <label htmlFor={fieldId} className={styles.lookupLabel}>
          {t(`${PREFIX}.${name}`)}
        </label>
        <input
          id={fieldId}
          name={name}
          type={type}
          inputMode={type === 'tel' ? 'tel' : undefined}
          autoComplete={type === 'tel' ? 'tel' : 'off'}
          className={styles.lookupInput}
          value={values[name]}
          placeholder={t(`${PREFIX}.${name}Placeholder`)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => change(name, event.target.value)}
        />
        {error && (
          <p id={`${fieldId}-error`} className={styles.lookupError} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.lookup} aria-labelledby={`${id}-title`} data-testid="tracking-lookup">
      <h2 id={`${id}-title`} className={styles.lookupTitle}>
        {t(`${PREFIX}.title`)}
      </h2>
      <p className={styles.lookupIntro}>{t(`${PREFIX}.intro`)}</p>
      <form className={styles.lookupForm} noValidate onSubmit={submit} aria-busy={busy}>
        {field('ma', 'text')}
        {field('dienthoai', 'tel')}
        <button type="submit" className={`button button-primary ${styles.lookupButton}`} disabled={busy}>
          {t(`${PREFIX}.submit`)}
        </button>
      </form>
      <div aria-live="polite">
        {notFound && (
          <p className={styles.lookupMissing} role="alert">
            <Icon name="alert" size={16} />
            {notFound}
          </p>
        )}
        {result && (
          <div className={styles.lookupResult} data-testid="tracking-result">
            <p>
              {t(`${PREFIX}.code`)} <strong>{result.ma}</strong>
            </p>
            <p>
              {t(`${PREFIX}.status`)}{' '}
              <span className={`${styles.status} ${statusTone[result.trangthai]}`}>
                {t(`${PREFIX}.statuses.${result.trangthai}`)}
              </span>
            </p>
            <p className={styles.lookupMeta}>
              {t(`${PREFIX}.sent`, { date: formatDate(lang, result.createdAt) })} ·{' '}
              {t(`${PREFIX}.updated`, { date: formatDate(lang, result.capnhat) })}
            </p>
            <p>{t(`${PREFIX}.explain.${result.trangthai}`)}</p>
            {result.lydo && (
              <p>
                {t(`${PREFIX}.reason`)} {result.lydo}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
