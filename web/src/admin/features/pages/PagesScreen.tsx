// The site's single pages on the module kit. /admin/danh-sach-trang lists every page (about, contact, charity, the
// two form introductions, the privacy policy, the terms of use) with its title, whether it has content, its last
// change and its public address; a page opens at /danh-sach-trang/<code>. /gioi-thieu, /lien-he and /tu-thien open
// that one page's editor, under their own grant. Saving a page that has no content yet creates it.
import { ExportOutlined } from '@ant-design/icons';
import { pageCodes, pagePublicPaths, pagesResource, pageUrls, type PageCode, type PageRow } from '@phongkham/contracts';
import { Alert, Col, Input, Row, Tag } from 'antd';
import { localized } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceTexts } from '../../kit/texts';

const FOLDER = 'trang';

const isCode = (value: unknown): value is PageCode => (pageCodes as readonly unknown[]).includes(value);

/** A link that opens the page on the public site, in a new tab. */
function PublicLink({ path, label }: { path: string; label: string }) {
  return (
    <a href={path} target="_blank" rel="noopener noreferrer" style={{ whiteSpace: 'nowrap' }}>
      {label} <ExportOutlined aria-hidden />
    </a>
  );
}

function useColumns(): KitColumn<PageRow>[] {
  const { lang, text, field } = useResourceTexts(pagesResource);
  return [
    { key: 'thutu', title: field('thutu'), value: (r) => text(`codes.${r.ma}`), link: true, sortable: true },
    {
      key: 'tieude',
      title: field('tieude'),
      value: (r) => (r.tieude ? localized(lang, r.tieude, r.tieude_en) : null),
      sortable: true,
      responsive: ['md'],
    },
    {
      key: 'conoidung',
      title: field('conoidung'),
      value: (r) => r.conoidung,
      render: (r) =>
        r.conoidung ? <Tag color="green">{text('hasContent')}</Tag> : <Tag color="orange">{text('noContent')}</Tag>,
    },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['sm'] }),
    {
      key: 'duongdan',
      title: field('duongdan'),
      value: (r) => r.duongdan,
      render: (r) => <PublicLink path={r.duongdan} label={r.duongdan} />,
      responsive: ['lg'],
    },
  ];
}

function useFilters(): FilterSpec[] {
  const { text, field } = useResourceTexts(pagesResource);
  return [booleanFilter('conoidung', field('conoidung'), text('hasContent'), text('noContent'))];
}

function PageFields({ record }: { record: Values | null }) {
  const { text, field } = useResourceTexts(pagesResource);
  const ma = isCode(record?.ma) ? record.ma : null;
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        {record && record._id === null && (
          <Alert type="info" showIcon title={text('newPage')} style={{ marginBottom: 16 }} />
        )}
        <LangTabs names={['tieude', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tieude${l}`}>
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
        {ma && (
          <p>
            <PublicLink path={pagePublicPaths[ma]} label={text('viewOnSite')} />
          </p>
        )}
        <Field name="hinhanh_id" hint={text('imageHint')}>
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
      </Col>
    </Row>
  );
}

/** One page per code, made by saving it: none is added or deleted here (nor by the API). */
const noAddOrDelete = ['create', 'delete'] as const;

const pageForm: FormSpec = {
  fields: (record) => <PageFields record={record} />,
  transforms: { hinhanh_id: imageTransform('hinhanh') },
};

function usePageTitle() {
  const { text } = useResourceTexts(pagesResource);
  return (record: Values) => text('editPage', { name: text(`codes.${String(record.ma)}`) });
}

/** The page list, and any page's editor below it. */
export function PagesScreen() {
  return (
    <ResourceScreen<PageRow>
      resource={pagesResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={pageForm}
      recordTitle={usePageTitle()}
      without={noAddOrDelete}
    />
  );
}

/** The editor of one page, opened directly under that page's own back-office url and grant. */
function singlePageScreen(ma: PageCode) {
  // The list's grant or the page's own: nothing else lets this screen save.
  const resource = { ...pagesResource, urls: pageUrls(ma) };
  return function SinglePageScreen() {
    return (
      <ResourceScreen<PageRow>
        resource={resource}
        useColumns={useColumns}
        form={pageForm}
        record={ma}
        recordTitle={usePageTitle()}
        without={noAddOrDelete}
      />
    );
  };
}

export const AboutPageScreen = singlePageScreen('GIOI_THIEU');
export const ContactPageScreen = singlePageScreen('LIEN_HE');
export const CharityPageScreen = singlePageScreen('TU_THIEN');
