// A doctor's week as a table: one row per day, Monday to Sunday, with the sessions of the day in order (and their
// note in the reader's language), or "off" on a day without one.
import type { DoctorDetail } from '@phongkham/contracts';
import { sortSessions, weekdays } from '@phongkham/contracts/weekdays';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { pick } from '../../ui/localized';
import styles from './DoctorPage.module.css';

export function WeeklyHours({ sessions }: { sessions: DoctorDetail['lichlamviec'] }) {
  const { t, lang } = useI18n();
  const ordered = sortSessions(sessions);
  return (
    <table className={styles.week}>
      <thead>
        <tr>
          <th scope="col">{t('site.pages.doctor.day')}</th>
          <th scope="col">{t('site.pages.doctor.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {weekdays.map((day) => {
          const today = ordered.filter((session) => session.thu === day);
          return (
            <tr key={day} className={today.length ? undefined : styles.off}>
              <th scope="row">{t(`site.pages.doctor.weekdays.${day}`)}</th>
              <td>
                {today.length === 0 ? (
                  t('site.pages.doctor.off')
                ) : (
                  <ul className={styles.sessions}>
                    {today.map((session) => {
                      const note = pick(lang, session, 'ghichu');
                      return (
                        <li key={`${session.batdau}-${session.ketthuc}`}>
                          <span className={styles.time}>
                            {t('site.pages.doctor.session', { from: session.batdau, to: session.ketthuc })}
                          </span>
                          {/* Not `note && …`: an empty note would put an empty text node the server never wrote. */}
                          {note ? <span className={styles.note}> ({note})</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
