// A doctor in a list (doctors page, home): portrait, title and name, specialty, years of experience.
import type { DoctorItem } from '@phongkham/contracts';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { ContentCard } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';

/** "BS.CKII Nguyễn Văn An": the academic title, when there is one, before the name. */
export const doctorName = (doctor: Pick<DoctorItem, 'hocham' | 'hoten'>) =>
  doctor.hocham ? `${doctor.hocham} ${doctor.hoten}` : doctor.hoten;

export function DoctorCard({
  doctor,
  eager,
  headingLevel,
}: {
  doctor: DoctorItem;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, lang } = useI18n();
  const name = doctorName(doctor);
  return (
    <ContentCard
      to={paths.doctor(doctor._id, doctor.hoten)}
      title={name}
      image={doctor.hinhanh}
      imageAlt={t('site.pages.doctors.photo', { name: doctor.hoten })}
      shape="portrait"
      eyebrow={pick(lang, doctor, 'chuyenkhoa')}
      summary={pick(lang, doctor, 'mota')}
      footer={
        doctor.namkinhnghiem ? (
          <strong>{t('site.pages.doctors.experience', { count: doctor.namkinhnghiem })}</strong>
        ) : undefined
      }
      {...(eager !== undefined ? { eager } : {})}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
