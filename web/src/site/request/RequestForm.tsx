// The request form inside the modal (docs/product-rules.md, 'Request modal', 'Form validation messages' and 'Messages
// and errors'): full name, phone and the consent to processing them, checked with the same contract as the API; an
// invalid form shows its errors and sends nothing; success closes and notifies. A field hidden from people (the
// honeypot) is sent only when something filled it in: the server then stores nothing.
import { localizeIssues, modalRequest, type RequestType } from '@phongkham/contracts';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { apiPaths } from '../../shared/paths';
import { siteApi } from '../api';
import { toastStore } from '../toasts';
import { ConsentCheckbox } from '../intake/ConsentCheckbox';
import { Dialog } from '../ui/Dialog';
import styles from './RequestForm.module.css';

type Field = 'hoten' | 'dienthoai';

export default function RequestForm(props: {
  type: RequestType;
  initialPhone: string;
  onSent?: (() => void) | undefined;
  onClose: () => void;
}) {
  const { t, lang } = useI18n();
  const [values, setValues] = useState<Record<Field, string>>({ hoten: '', dienthoai: props.initialPhone });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const booking = props.type === 'DAT_LICH_HEN';

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const payload = {
      loaiyeucau: props.type,
      ...values,
      ...(consent ? { dongy: true } : {}),
      ...(honeypot ? { website: honeypot } : {}),
    };
    const checked = modalRequest.safeParse(payload);
    if (!checked.success) {
      setErrors(localizeIssues(checked.error.issues, lang));
      return;
    }
    setSending(true);
    const outcome = await siteApi().send('POST', apiPaths.requests, payload);
    setSending(false);
    if (outcome.success) {
      toastStore.show({
        kind: 'success',
        title: t('site.request.successTitle'),
        message: t('site.request.successDescription'),
      });
      props.onSent?.();
      props.onClose();
    } else if (outcome.errors) {
      setErrors(outcome.errors);
    }
  };

  const field = (
    name: Field,
    label: string,
    placeholder: string,
    input: { type: string; autoComplete: string; inputMode?: 'tel' },
  ) => {
    const id = `request-${name}`;
    const error = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}{' '}
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        </label>
        <input
          id={id}
          name={name}
          className={styles.input}
          value={values[name]}
          placeholder={placeholder}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          data-autofocus={name === 'hoten' ? true : undefined}
          onChange={(event) => change(name, event.target.value)}
          {...input}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog
      title={t(booking ? 'site.request.titleBooking' : 'site.request.titleConsult')}
      closeLabel={t('site.request.close')}
      onClose={props.onClose}
    >
      <p className={styles.intro}>{t(booking ? 'site.request.introBooking' : 'site.request.introConsult')}</p>
      <form noValidate onSubmit={submit} data-request-type={props.type}>
        {field('hoten', t('site.request.fullName'), t('site.request.fullNamePlaceholder'), {
          type: 'text',
          autoComplete: 'name',
        })}
        {field('dienthoai', t('site.request.phone'), t('site.request.phonePlaceholder'), {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
        })}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="request-website">Website</label>
          <input
            id="request-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <ConsentCheckbox
          idPrefix="request"
          checked={consent}
          error={errors.dongy}
          onChange={(ticked) => {
            setConsent(ticked);
            setErrors(({ dongy: _gone, ...rest }) => rest);
          }}
        />
        <button type="submit" className={`button button-primary ${styles.submit}`} disabled={sending}>
          {t(sending ? 'site.request.sending' : 'site.request.submit')}
        </button>
      </form>
    </Dialog>
  );
}
