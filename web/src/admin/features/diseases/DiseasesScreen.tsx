// The diseases (/admin/benh, /them-moi, /:id) on the module kit: the list filtered by whether shown; the editor:
// vi/en name, summary and introduction, a picture, the order, whether the website shows it, and what its public
// page links to: services of the price list (with their prices) and the doctors who see it.
import { diseaseResource, MAX_DISEASE_LINKS, type DiseaseRow } from '@phongkham/contracts';
import { Col, Divider, Input, Row, Switch } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { formatPrice, localized } from '../../../shared/format';
import { apiPaths } from '../../../shared/paths';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { knownRows, LinkedRowsSelect } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';
import { useShown } from '../../kit/content';

const FOLDER = 'benh';

/** What the services list and a disease's linked services both carry, for an option's label. */
interface ServiceOption {
  _id: string;
  tendichvu: string;
  tendichvu_en: string | null;
  gia: number;
  hienthi?: boolean;
}

/** What the doctors list and a disease's linked doctors both carry. */
interface DoctorOption {
  _id: string;
  hoten: string;
  hocham: string | null;
  chuyenkhoa: string;
  chuyenkhoa_en: string | null;
  hienthi?: boolean;
}

function useColumns(): KitColumn<DiseaseRow>[] {
  const { t, field } = useResourceTexts(diseaseResource);
  const shown = useShown();
  return [
    { key: 'tenbenh', title: field('tenbenh'), value: (d) => d.tenbenh, link: true, sortable: true },
    {
      key: 'tenbenh_en',
      title: t('admin.kit.lang.enLabel', { label: field('tenbenh') }),
      value: (d) => d.tenbenh_en,
      responsive: ['lg'],
    },
    shown.column<DiseaseRow>(field('hienthi'), { responsive: ['sm'] }),
    { key: 'thutu', title: field('thutu'), value: (d) => d.thutu, sortable: true, responsive: ['md'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(diseaseResource);
  const shown = useShown();
  return [shown.filter(field('hienthi'))];
}

function DiseaseFields() {
  const { lang, text, field } = useResourceTexts(diseaseResource);
  // A row the website does not show says so: the editor may still link it, the public will not see it.
  const marked = (label: string, shown?: boolean) => (shown === false ? text('hiddenOption', { label }) : label);
  const serviceLabel = (s: ServiceOption) =>
    marked(`${localized(lang, s.tendichvu, s.tendichvu_en)} · ${formatPrice(s.gia)}`, s.hienthi);
  const doctorLabel = (d: DoctorOption) =>
    marked(
      `${[d.hocham, d.hoten].filter(Boolean).join(' ')} · ${localized(lang, d.chuyenkhoa, d.chuyenkhoa_en)}`,
      d.hienthi,
    );
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tenbenh', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tenbenh${l}`}>
                <Input maxLength={250} />
              </Field>
              <Field name={`mota${l}`}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
              </Field>
              <Field name={`noidung${l}`}>
                <RichTextEditor folder={FOLDER} />
              </Field>
            </>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={8}>
        <Field name="hienthi" valuePropName="checked">
          <Switch />
        </Field>
        <Field name="thutu" hint={text('orderHint')}>
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
        <Field name="hinhanh_id">
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
        <Divider titlePlacement="start">{text('links')}</Divider>
        <Field name="dichvu_ids" hint={text('servicesHint')}>
          <LinkedRowsSelect<ServiceOption>
            api={apiPaths.services}
            known="dichvu"
            label={serviceLabel}
            maxCount={MAX_DISEASE_LINKS}
            placeholder={text('servicesPlaceholder')}
          />
        </Field>
        <Field name="bacsi_ids" hint={text('doctorsHint')}>
          <LinkedRowsSelect<DoctorOption>
            api={apiPaths.doctors}
            known="bacsi"
            label={doctorLabel}
            maxCount={MAX_DISEASE_LINKS}
            placeholder={text('doctorsPlaceholder')}
          />
        </Field>
      </Col>
    </Row>
  );
}

const diseaseForm: FormSpec = {
  fields: <DiseaseFields />,
  defaults: { hienthi: true, thutu: 0, dichvu_ids: [], bacsi_ids: [] },
  transforms: { hinhanh_id: imageTransform('hinhanh'), dichvu: knownRows('dichvu'), bacsi: knownRows('bacsi') },
};

export function DiseasesScreen() {
  return (
    <ResourceScreen<DiseaseRow>
      resource={diseaseResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={diseaseForm}
      recordTitle={(record) => String(record.tenbenh)}
    />
  );
}
