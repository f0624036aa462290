// Weekly hours as one form field (a doctor's week, a clinic's opening hours): a row per session (weekday, start,
// end, a note in vi and en), added and removed in place. Its texts come from the resource's locale block
// (`texts`: weekdays, session.*, addSession, …). The contract's schedule rule checks the whole week (end after start, no overlap on a day,
// at most MAX_SESSIONS); once the field shows an error, the controls at fault are marked too.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { doctorSchedule, localizeIssue, MAX_SESSIONS, SESSION_NOTE_MAX, weekdays } from '@phongkham/contracts';
import { Button, Form, Input, Select, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { useClearable } from './selects';
import styles from './ScheduleField.module.css';

export interface FormSession {
  thu: number;
  batdau: string;
  ketthuc: string;
  ghichu?: string | null;
  ghichu_en?: string | null;
  phong_id?: string | null;
}

type Part = 'thu' | 'batdau' | 'ketthuc' | 'ghichu' | 'ghichu_en' | 'phong_id';

const CLOCK = /^\d\d:\d\d$/;

/** 'HH:MM' as the picker's value (the day does not matter). */
const toTime = (text: string): Dayjs | null =>
  CLOCK.test(text)
    ? dayjs()
        .hour(Number(text.slice(0, 2)))
        .minute(Number(text.slice(3, 5)))
        .second(0)
        .millisecond(0)
    : null;

/** The week as the API wants it: notes trimmed, an empty note as null. */
export function scheduleToWire(value: unknown): FormSession[] {
  const note = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
  return ((value as FormSession[] | undefined) ?? []).map((session) => ({
    ...session,
    ghichu: note(session.ghichu),
    ghichu_en: note(session.ghichu_en),
  }));
}

/** The week's problems: the first message of each session, and the first fault's message for the field. */
export function scheduleIssues(value: unknown) {
  const result = doctorSchedule.safeParse(scheduleToWire(value));
  const parts = new Set<string>();
  const issues = result.success ? [] : result.error.issues;
  for (const issue of issues)
    if (issue.path.length >= 2) parts.add(`${String(issue.path[0])}.${String(issue.path[1])}`);
  return { issues, parts };
}

/** The rule of the field: the first fault, named by its session ("Buổi 2 (Thứ Ba): …"). */
export function useScheduleRule(texts = 'admin.resources.doctors') {
  const { t, lang } = useI18n();
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const [issue] = scheduleIssues(value).issues;
      if (!issue) return;
      const message = localizeIssue(issue, lang);
      const index = issue.path[0];
      if (typeof index !== 'number') throw new Error(message);
      const session = (value as FormSession[])[index];
      const day = session && weekdays.includes(session.thu as 1) ? t(`${texts}.weekdays.${session.thu}`) : '—';
      throw new Error(t(`${texts}.sessionError`, { n: index + 1, day, message }));
    },
  };
}

export interface ScheduleFieldProps {
  id?: string;
  value?: FormSession[];
  onChange?: (value: FormSession[]) => void;
  disabled?: boolean;
  /** The locale block of the resource's texts. */
  texts?: string;
  /** The form field's name, whose label names the list. */
  field?: string;
  /** The rooms a session may be held in (a doctor's week): each session then names one. */
  rooms?: { value: string; label: string }[];
}

export function ScheduleField({
  id,
  value = [],
  onChange,
  disabled,
  texts = 'admin.resources.doctors',
  field = 'lichlamviec',
  rooms,
}: ScheduleFieldProps) {
  const { t } = useI18n();
  const clearable = useClearable();
  const text = (key: string, params?: Record<string, string | number>) => t(`${texts}.${key}`, params);
  // Marks come with the field's message, not while a row is still being typed. The field's item keeps its
  // status neutral (validateStatus ''), so its controls are not all marked: read its errors instead.
  const { errors } = Form.Item.useStatus();
  const faults = errors.length > 0 ? scheduleIssues(value).parts : new Set<string>();
  const fault = (index: number, part: Part) => (faults.has(`${index}.${part}`) ? 'error' : undefined);
  const label = (index: number, part: Part) => text('sessionLabel', { field: text(`session.${part}`), n: index + 1 });
  const days = weekdays.map((day) => ({ value: day, label: text(`weekdays.${day}`) }));

  const change = (index: number, part: Partial<FormSession>) =>
    onChange?.(value.map((session, i) => (i === index ? { ...session, ...part } : session)));
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));
  // A new session: the day after the last one, a morning; the editor changes what differs.
  const add = () => {
    const last = value.at(-1);
    const thu = last ? (last.thu % 7) + 1 : 1;
    onChange?.([...value, { thu, batdau: '08:00', ketthuc: '11:30', ghichu: null, ghichu_en: null }]);
  };

  return (
    <div id={id} className={styles.schedule}>
      {value.length > 0 ? (
        <div role="list" aria-label={text(`fields.${field}`)}>
          <div className={rooms ? `${styles.sessionHead} ${styles.withRoom}` : styles.sessionHead} aria-hidden>
            <span>{text('session.thu')}</span>
            <span>{text('session.batdau')}</span>
            <span>{text('session.ketthuc')}</span>
            {rooms && <span>{text('session.phong_id')}</span>}
            <span>{text('session.ghichu')}</span>
            <span>{text('session.ghichu_en')}</span>
          </div>
          {value.map((session, index) => (
            <div
              role="listitem"
              key={index}
              className={rooms ? `${styles.session} ${styles.withRoom}` : styles.session}
            >
              <Select
                className={styles.day}
                aria-label={label(index, 'thu')}
                value={session.thu}
                options={days}
                status={fault(index, 'thu')}
                disabled={disabled}
                onChange={(thu: number) => change(index, { thu })}
              />
              <TimePicker
                className={styles.start}
                aria-label={label(index, 'batdau')}
                format="HH:mm"
                minuteStep={5}
                needConfirm={false}
                allowClear={false}
                placeholder={text('session.batdau')}
                value={toTime(session.batdau)}
                status={fault(index, 'batdau')}
                disabled={disabled}
                onChange={(time: Dayjs | null) => change(index, { batdau: time ? time.format('HH:mm') : '' })}
              />
              <TimePicker
                className={styles.end}
                aria-label={label(index, 'ketthuc')}
                format="HH:mm"
                minuteStep={5}
                needConfirm={false}
                allowClear={false}
                placeholder={text('session.ketthuc')}
                value={toTime(session.ketthuc)}
                status={fault(index, 'ketthuc')}
                disabled={disabled}
                onChange={(time: Dayjs | null) => change(index, { ketthuc: time ? time.format('HH:mm') : '' })}
              />
              {rooms && (
                <Select
                  className={styles.room}
                  aria-label={label(index, 'phong_id')}
                  placeholder={text('session.phong_id')}
                  allowClear={clearable}
                  value={session.phong_id ?? null}
                  options={rooms}
                  disabled={disabled}
                  onChange={(phong_id: string | undefined) => change(index, { phong_id: phong_id ?? null })}
                />
              )}
              <Input
                className={styles.note}
                aria-label={label(index, 'ghichu')}
                placeholder={text('notePlaceholder')}
                maxLength={SESSION_NOTE_MAX}
                value={session.ghichu ?? ''}
                status={fault(index, 'ghichu')}
                disabled={disabled}
                onChange={(event) => change(index, { ghichu: event.target.value })}
              />
              <Input
                className={styles.noteEn}
                aria-label={label(index, 'ghichu_en')}
                placeholder={text('notePlaceholderEn')}
                maxLength={SESSION_NOTE_MAX}
                value={session.ghichu_en ?? ''}
                status={fault(index, 'ghichu_en')}
                disabled={disabled}
                onChange={(event) => change(index, { ghichu_en: event.target.value })}
              />
              <Button
                className={styles.remove}
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={text('removeSession', { n: index + 1 })}
                title={text('removeSession', { n: index + 1 })}
                disabled={disabled}
                onClick={() => remove(index)}
              />
            </div>
          ))}
        </div>
      ) : (
        <Typography.Text type="secondary">{text('scheduleEmpty')}</Typography.Text>
      )}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || value.length >= MAX_SESSIONS}
          onClick={add}
          className={styles.addSession}
        >
          {text('addSession')}
        </Button>
      </div>
    </div>
  );
}
