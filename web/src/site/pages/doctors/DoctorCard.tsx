// A doctor in a list (doctors page, home): portrait, name with the title in the reader's language, specialty,
// years of experience.
import type { DoctorItem, Lang } from '@phongkham/contracts';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import { ContentCard } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';

/**
 * The name with the title the way each language writes it: "BS.CKII Nguyễn Văn An" in Vietnamese (the title
 * before the name), "Nguyễn Văn An, MD, Specialist Level II" in English (letters after the name). An English page
 * without the English title keeps the Vietnamese form rather than losing the title.
 */
export function doctorName(doctor: Pick<DoctorItem, 'hocham' | 'hocham_en' | 'hoten'>, lang: Lang): string {
  if (lang === 'en' && doctor.hocham_en?.trim()) return `${doctor.hoten}, ${doctor.hocham_en.trim()}`;
  return doctor.hocham ? `${doctor.hocham} ${doctor.hoten}` : doctor.hoten;
}

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
  const name = doctorName(doctor, lang);
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
