// General information (/admin/thong-tin-chung): every value the public header and footer show, in one form
// (no list): the clinic's name, logo, contacts, social links, and the texts in vi and en. Saving changes the
// public site at once (the server empties its page cache).
import { generalInfoUrl, settingUpdate, type Setting } from '@phongkham/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Col, Divider, Input, Result, Row, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { adminApi } from '../../api';
import { Field, KitForm, type FormSpec } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { fetchData, queryKeys } from '../../kit/query';

const texts = ['giomocua', 'ngaymocua', 'giolamviec', 'khuyenmai_tieude', 'khuyenmai_noidung', 'vanhanhboi'];
const long = new Set(['giolamviec', 'khuyenmai_noidung']);

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
      </Col>
    </Row>
  );
}

const settingForm: FormSpec = { fields: <SettingFields />, transforms: { logo_id: imageTransform('logo') } };

export function GeneralInfoPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const client = useQueryClient();
  const can = useScreenGrants([generalInfoUrl]);
  const key = queryKeys.all(apiPaths.setting);
  const query = useQuery({ queryKey: key, queryFn: () => fetchData<Setting>(apiPaths.setting) });
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
          submit={(body) => adminApi.send('PUT', apiPaths.setting, body)}
          onSaved={(data) => {
            client.setQueryData(key, data);
            void message.success(t('admin.generalInfo.saved'));
          }}
        />
      )}
    </Card>
  );
}
