// The consent box every public form that takes personal data shows (contracts/src/consent.ts): never pre-ticked,
// naming the privacy policy with a link that opens beside the form, so reading it loses nothing already typed.
import { sitePaths } from '@phongkham/contracts';
import { useI18n } from '../../shared/i18n/I18nProvider';
import styles from './ConsentCheckbox.module.css';

export interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message when the form was sent without the box ticked (the contract's or the server's). */
  error?: string | undefined;
  /** Prefix of the control's id, when a page holds two forms. */
  idPrefix?: string;
}

export function ConsentCheckbox({ checked, onChange, error, idPrefix = 'consent' }: ConsentCheckboxProps) {
  const { t } = useI18n();
  const id = `${idPrefix}-dongy`;
  return (
    <div className={styles.consent}>
      <input
        id={id}
        name="dongy"
        type="checkbox"
        className={styles.box}
        checked={checked}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={styles.label}>
        {t('site.consent.before')}{' '}
        <a href={sitePaths.privacy} target="_blank" rel="noopener">
          {t('site.consent.policy')}
        </a>
        {t('site.consent.after')}
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
