// The public site's address on the units of 1 July 2025, without Ant Design: the province, then one of its
// communes, then the street line, as the contract's `addressFields` (tinh_ma, xa_ma, diachi) — the same fields
// and public endpoints as the back office's picker (admin/kit/AddressPicker). Plain selects, so it works with
// the keyboard and screen readers as the browser gives them; choosing another province empties the commune.
import {
  addressResource,
  provincesPath,
  STREET_LINE_MAX,
  type AddressInput,
  type CommuneItem,
  type Paginated,
  type ProvinceItem,
} from '@phongkham/contracts';
import { useEffect, useState } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { siteApi } from '../api';
import styles from './IntakeForm.module.css';

export type AddressValue = Partial<Record<keyof AddressInput, string>>;

export interface AddressPickerProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  /** Messages by field (the server's or the contract's), shown under each. */
  errors?: Partial<Record<keyof AddressInput, string>>;
  /** Prefix of the controls' ids, when a page holds two addresses. */
  idPrefix?: string;
}

export function AddressPicker({ value, onChange, errors = {}, idPrefix = 'diachi' }: AddressPickerProps) {
  const { t } = useI18n();
  const [provinces, setProvinces] = useState<ProvinceItem[]>([]);
  // The communes with the province they belong to: a list loaded for another province is never shown.
  const [loaded, setLoaded] = useState<{ province: string; communes: CommuneItem[] }>({ province: '', communes: [] });
  const province = value.tinh_ma ?? '';
  const communes = loaded.province === province ? loaded.communes : [];

  useEffect(() => {
    void siteApi()
      .get<ProvinceItem[]>(provincesPath)
      .then((list) => setProvinces(list ?? []));
  }, []);
  useEffect(() => {
    if (!province) return;
    let current = true;
    void siteApi()
      .get<Paginated<CommuneItem>>(addressResource.api, { query: { tinh: province, limit: 0, sort: 'ten' } })
      .then((page) => {
        if (current) setLoaded({ province, communes: page?.docs ?? [] });
      });
    return () => {
      current = false;
    };
  }, [province]);

  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: keyof AddressInput) =>
    errors[name] ? (
      <span id={id(`${name}-error`)} className={styles.error} role="alert">
        {errors[name]}
      </span>
    ) : null;
  const described = (name: keyof AddressInput) => (errors[name] ? id(`${name}-error`) : undefined);

  return (
    <div className={styles.grid}>
      <label className={styles.field} htmlFor={id('tinh_ma')}>
        <span className={styles.label}>{t('site.address.tinh_ma')}</span>
        <select
          id={id('tinh_ma')}
          className={styles.input}
          value={province}
          required
          aria-invalid={Boolean(errors.tinh_ma)}
          aria-describedby={described('tinh_ma')}
          onChange={(event) => onChange({ ...value, tinh_ma: event.target.value, xa_ma: '' })}
        >
          <option value="">{t('site.address.provincePlaceholder')}</option>
          {provinces.map((p) => (
            <option key={p.ma} value={p.ma}>
              {p.ten}
            </option>
          ))}
        </select>
        {error('tinh_ma')}
      </label>
      <label className={styles.field} htmlFor={id('xa_ma')}>
        <span className={styles.label}>{t('site.address.xa_ma')}</span>
        <select
          id={id('xa_ma')}
          className={styles.input}
          value={value.xa_ma ?? ''}
          required
          disabled={!province}
          aria-invalid={Boolean(errors.xa_ma)}
          aria-describedby={described('xa_ma')}
          onChange={(event) => onChange({ ...value, xa_ma: event.target.value })}
        >
          <option value="">{t(province ? 'site.address.communePlaceholder' : 'site.address.provinceFirst')}</option>
          {communes.map((c) => (
            <option key={c.ma} value={c.ma}>
              {c.ten}
            </option>
          ))}
        </select>
        {error('xa_ma')}
      </label>
      <label className={`${styles.field} ${styles.wide}`} htmlFor={id('diachi')}>
        <span className={styles.label}>{t('site.address.diachi')}</span>
        <input
          id={id('diachi')}
          className={styles.input}
          value={value.diachi ?? ''}
          maxLength={STREET_LINE_MAX}
          autoComplete="street-address"
          required
          aria-invalid={Boolean(errors.diachi)}
          aria-describedby={described('diachi')}
          onChange={(event) => onChange({ ...value, diachi: event.target.value })}
        />
        {error('diachi')}
      </label>
    </div>
  );
}
