// /dat-lich: online booking. The visitor chooses a doctor, narrowed by specialty if they like (preset from a doctor's
// page: ?bacsi=<id>), a day and one of the free times the doctor's schedule allows (GET /api/lichhen/trong), gives a
// name and a phone and consents;
// POST /api/lichhen books it at once, or answers 409 when someone took the time meanwhile, and the times read again.
import {
  addDays,
  clinicClock,
  clinicDay,
  localizeIssues,
  newAppointment,
  type DoctorItem,
  type FreeSlot,
  type Paginated,
} from '@phongkham/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { apiFrom, siteApi } from '../../api';
import { required } from '../../detail';
import { ConsentCheckbox } from '../../intake/ConsentCheckbox';
import { clinicName, type RouteHandle } from '../../meta';
import { PageBanner } from '../../ui/PageBanner';
import { doctorTitled } from '../../../shared/format';
import { doctorName } from '../doctors/DoctorCard';
import styles from './BookingPage.module.css';

interface BookingData {
  doctors: DoctorItem[];
  chosen: string;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<BookingData> {
  const list = required(
    await apiFrom(context).get<Paginated<DoctorItem>>(apiPaths.doctors, { query: { limit: 0 }, silent: true }),
  );
  const asked = new URL(request.url).searchParams.get('bacsi') ?? '';
  return { doctors: list.docs, chosen: list.docs.some((d) => d._id === asked) ? asked : '' };
}

export const handle: RouteHandle = {
  meta: ({ t, site }) => ({
    title: t('site.pages.booking.title'),
    description: t('site.pages.booking.description', { name: clinicName(site, t) }),
    crumbs: [{ label: t('site.pages.booking.title') }],
  }),
};

export function Component() {
  const { doctors, chosen } = useLoaderData() as BookingData;
  const { t, lang } = useI18n();
  const [doctor, setDoctor] = useState(chosen);
  const [specialty, setSpecialty] = useState('');
  const [day, setDay] = useState(() => addDays(clinicDay(), 1));
  const [loaded, setLoaded] = useState<{ key: string; slots: FreeSlot[] } | null>(null);
  const [slot, setSlot] = useState('');
  const [values, setValues] = useState({ hoten: '', dienthoai: '' });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  // The times of the doctor and day chosen (null while they load): a stale answer never shows for another day.
  const key = `${doctor}|${day}|${reload}`;
  const slots = loaded?.key === key ? loaded.slots : null;
  useEffect(() => {
    if (!doctor || !day) return;
    void siteApi()
      .get<FreeSlot[]>('/api/lichhen/trong', { query: { bacsi_id: doctor, ngay: day }, silent: true })
      .then((found) => setLoaded({ key: `${doctor}|${day}|${reload}`, slots: found ?? [] }));
  }, [doctor, day, reload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const payload = { bacsi_id: doctor, batdau: slot, ...values, ...(consent ? { dongy: true } : {}) };
    const checked = newAppointment.safeParse(payload);
    const found = checked.success ? {} : localizeIssues(checked.error.issues, lang);
    if (!slot) found.batdau = t('site.pages.booking.slotRequired');
    if (!consent) found.dongy = t('validation.consentRequired');
    if (Object.keys(found).length > 0) return setErrors(found);
    setSending(true);
    const outcome = await siteApi().send('POST', '/api/lichhen', payload);
    setSending(false);
    if (outcome.success) return setBooked(slot);
    setErrors({ ...(outcome.errors ?? {}), form: outcome.message });
    // Taken meanwhile: the times read again.
    setSlot('');
    setReload((n) => n + 1);
  };

  const doctorLabel = doctors.find((d) => d._id === doctor);
  // Specialties as the doctors' profiles name them (the Vietnamese name is the key; English shown when given).
  const specialties = [...new Set(doctors.map((d) => d.chuyenkhoa))].sort((a, b) => a.localeCompare(b, 'vi'));
  const specialtyLabel = (name: string) => {
    const english = doctors.find((d) => d.chuyenkhoa === name && d.chuyenkhoa_en)?.chuyenkhoa_en;
    return lang === 'en' && english ? english : name;
  };
  const offered = specialty ? doctors.filter((d) => d.chuyenkhoa === specialty) : doctors;
  if (booked) {
    return (
      <>
        <PageBanner />
        <div className={`container ${styles.page}`}>
          <section className={styles.card} role="status">
            <h2>{t('site.pages.booking.doneTitle')}</h2>
            <p>
              {t('site.pages.booking.doneText', {
                time: `${clinicClock(booked)} ${day.split('-').reverse().join('/')}`,
                doctor: doctorLabel ? doctorTitled(lang, doctorLabel) : '',
              })}
            </p>
          </section>
        </div>
      </>
    );
  }
  const field = (name: 'hoten' | 'dienthoai', type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`booking-${name}`}>{t(`site.pages.booking.${name}`)}</label>
      <input
        id={`booking-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] && (
        <p className={styles.error} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <>
      <PageBanner />
      <div className={`container ${styles.page}`}>
        <p className={styles.intro}>{t('site.pages.booking.intro')}</p>
        <form noValidate onSubmit={submit} className={styles.card}>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="booking-specialty">{t('site.pages.booking.specialty')}</label>
              <select
                id="booking-specialty"
                value={specialty}
                onChange={(event) => {
                  const next = event.target.value;
                  setSpecialty(next);
                  // A doctor of another specialty is no longer on offer.
                  if (next && doctors.find((d) => d._id === doctor)?.chuyenkhoa !== next) {
                    setDoctor('');
                    setSlot('');
                  }
                }}
              >
                <option value="">{t('site.pages.booking.anySpecialty')}</option>
                {specialties.map((name) => (
                  <option key={name} value={name}>
                    {specialtyLabel(name)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="booking-doctor">{t('site.pages.booking.doctor')}</label>
              <select
                id="booking-doctor"
                value={doctor}
                onChange={(event) => {
                  setDoctor(event.target.value);
                  setSlot('');
                }}
              >
                <option value="">{t('site.pages.booking.chooseDoctor')}</option>
                {offered.map((d) => (
                  <option key={d._id} value={d._id}>
                    {doctorName(d, lang)} · {lang === 'en' && d.chuyenkhoa_en ? d.chuyenkhoa_en : d.chuyenkhoa}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="booking-day">{t('site.pages.booking.day')}</label>
              <input
                id="booking-day"
                type="date"
                value={day}
                min={clinicDay()}
                onChange={(event) => {
                  setDay(event.target.value);
                  setSlot('');
                }}
              />
            </div>
          </div>
          <fieldset className={styles.slots}>
            <legend>{t('site.pages.booking.time')}</legend>
            {!doctor && <p className={styles.muted}>{t('site.pages.booking.chooseDoctorFirst')}</p>}
            {doctor && slots === null && <p className={styles.muted}>{t('site.pages.booking.loading')}</p>}
            {doctor && slots?.length === 0 && <p className={styles.muted}>{t('site.pages.booking.noSlots')}</p>}
            <div className={styles.slotGrid}>
              {slots?.map((free) => (
                <button
                  key={free.batdau}
                  type="button"
                  aria-pressed={slot === free.batdau}
                  className={slot === free.batdau ? styles.slotChosen : styles.slot}
                  onClick={() => setSlot(free.batdau)}
                >
                  {clinicClock(free.batdau)}
                </button>
              ))}
            </div>
            {errors.batdau && (
              <p className={styles.error} role="alert">
                {errors.batdau}
              </p>
            )}
          </fieldset>
          {field('hoten', 'text', 'name')}
          {field('dienthoai', 'tel', 'tel')}
          <ConsentCheckbox checked={consent} onChange={setConsent} error={errors.dongy} idPrefix="booking" />
          {errors.form && (
            <p className={styles.error} role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={sending}>
            {t('site.pages.booking.submit')}
          </button>
        </form>
      </div>
    </>
  );
}
