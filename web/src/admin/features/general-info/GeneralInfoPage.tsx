// General information (/admin/thong-tin-chung): every value the public header and footer show, in one form
// (no list): the clinic's name, logo, contacts, social links, the texts in vi and en, the member promotion (codes and
// discount), and the contact page's map position and directions. Saving changes the public site at once (the server empties its page cache).
import { generalInfoUrl, PROMOTION_MAX, settingUpdate, type Setting } from '@phongkham/contracts';
import { translate } from '@phongkham/contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Divider, Input, Result, Row, Typography, type FormRule } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { Field, KitForm, type FormSpec } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData, queryKeys } from '../../kit/query';

const texts = ['giomocua', 'ngaymocua', 'giolamviec', 'khuyenmai_tieude', 'khuyenmai_noidung', 'vanhanhboi'];
const long = new Set(['giolamviec', 'khuyenmai_noidung']);

/** The map needs both numbers: a coordinate left empty while the other is typed is refused here as by the API. */
function usePairRule(other: string): FormRule {
  const { lang } = useI18n();
  const filled = (value: unknown) => value !== null && value !== undefined && value !== '';
  return ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      if (filled(value) || !filled(getFieldValue(other))) return;
      throw new Error(translate(lang, 'validation.coordinatesPair'));
    },
  });
}

/** The contact page's map position (decimal degrees) and directions in vi and en. */
function MapFields() {
  const { t } = useI18n();
  const text = (key: string) => t(`admin.generalInfo.${key}`);
  const latitudeRule = usePairRule('bando_kinhdo');
  const longitudeRule = usePairRule('bando_vido');
  return (
    <>
      <Divider titlePlacement="start">{text('map')}</Divider>
      <Typography.Paragraph type="secondary">{text('mapHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Field name="bando_vido" dependencies={['bando_kinhdo']} rules={[latitudeRule]}>
            <NumberInput placeholder="10,75879" style={{ width: '100%' }} />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field name="bando_kinhdo" dependencies={['bando_vido']} rules={[longitudeRule]}>
            <NumberInput placeholder="106,68325" style={{ width: '100%' }} />
          </Field>
        </Col>
      </Row>
      <LangTabs names={['chiduong']}>
        {(l) => (
          <Field name={`chiduong${l}`} hint={l === '' ? text('directionsHint') : undefined}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} />
          </Field>
        )}
      </LangTabs>
    </>
  );
}

/** The first-N member promotion: how many registrants get a code, at what discount (the footer shows both). */
function PromotionFields() {
  const { t } = useI18n();
  const text = (key: string) => t(`admin.generalInfo.${key}`);
  return (
    <>
      <Divider titlePlacement="start">{text('promotion')}</Divider>
      <Typography.Paragraph type="secondary">{text('promotionHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Field name="khuyenmai_soluong">
            <NumberInput kind="integer" min={0} max={PROMOTION_MAX} style={{ width: '100%' }} />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field name="khuyenmai_giamgia">
            <NumberInput kind="integer" min={1} max={100} suffix="%" style={{ width: '100%' }} />
          </Field>
        </Col>
      </Row>
    </>
  );
}

function SettingFields() {
  const { t } = useI18n();
  const text = (key: string) => t(`admin.generalInfo.${key}`);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Field name="tenphongkham" />
        <Field name="logo_id">
          <ImageField folder="logo" label={text('fields.logo_id')} />
        </Field>
        <Field name="diachi" hint={text('addressHint')} />
        <Field name="dienthoai" />
        <Field name="email" />
        <Divider titlePlacement="start">{text('social')}</Divider>
        {['link_facebook', 'link_youtube', 'link_tiktok'].map((name) => (
          <Field key={name} name={name}>
            <Input placeholder="https://" />
          </Field>
        ))}
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Paragraph type="secondary">{text('textsHint')}</Typography.Paragraph>
        <LangTabs names={texts}>
          {(l) =>
            texts.map((name) => (
              <Field key={name} name={`${name}${l}`}>
                {long.has(name) ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} /> : <Input />}
              </Field>
            ))
          }
        </LangTabs>
        <PromotionFields />
        <MapFields />
      </Col>
    </Row>
  );
}

const settingForm: FormSpec = { fields: <SettingFields />, transforms: { logo_id: imageTransform('logo') } };

export function GeneralInfoPage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const can = useScreenGrants([generalInfoUrl]);
  const key = queryKeys.all(apiPaths.setting);
  const query = useQuery({ queryKey: key, queryFn: () => fetchData<Setting>(apiPaths.setting) });
  // The answer is the saved record: it goes into the cache as it is, with nothing to read again.
  const save = useResourceMutation<Setting, object>({
    request: (body) => ({ method: 'PUT', path: apiPaths.setting, body }),
    invalidates: [],
    success: () => t('admin.generalInfo.saved'),
  });
  if (query.isError) return <Result status="warning" title={t('admin.kit.loadFailed')} />;
  return (
    <Card title={t('admin.generalInfo.title')} loading={query.isPending}>
      {query.data && (
        <KitForm
          key={String(query.data.updatedAt)}
          schema={settingUpdate}
          labels="admin.generalInfo.fields"
          spec={settingForm}
          record={query.data}
          readOnly={!can.update}
          submitText={t('admin.kit.save')}
          submit={save.run}
          onSaved={(data) => client.setQueryData(key, data)}
        />
      )}
    </Card>
  );
}
