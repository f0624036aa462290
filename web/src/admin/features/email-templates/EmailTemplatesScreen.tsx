// E-mail templates (/admin/mau-email, /them-moi, /:id) on the module kit: the list of templates by code, and
// the editor: the code (chosen once), subject and body (rich text) in vi and en, the code's variables to copy,
// and a preview of the mail as it would leave, filled with the code's sample values, in either language.
import {
  emailTemplateCodeList,
  emailTemplateCodes,
  emailTemplatePreviewApi,
  emailTemplateResource,
  type EmailTemplateCode,
  type EmailTemplatePreview,
  type EmailTemplateRow,
  type Lang,
} from '@phongkham/contracts';
import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Modal, Row, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { localized } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { useResourceMutation } from '../../kit/mutation';
import { useAllRows } from '../../kit/query';
import { ResourceScreen } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceTexts } from '../../kit/texts';
import styles from './EmailTemplates.module.css';

/** Pictures put into templates go to this upload folder. */
const FOLDER = 'mau-email';

function useColumns(): KitColumn<EmailTemplateRow>[] {
  const { lang, text, field } = useResourceTexts(emailTemplateResource);
  return [
    {
      key: 'ma',
      title: field('ma'),
      value: (r) => text(`codes.${r.ma}`),
      render: (r) => (
        <Space orientation="vertical" size={0}>
          <span>{text(`codes.${r.ma}`)}</span>
          <Typography.Text type="secondary" className={styles.code}>
            {r.ma}
          </Typography.Text>
        </Space>
      ),
      link: true,
      sortable: true,
    },
    { key: 'tieude', title: field('tieude'), value: (r) => localized(lang, r.tieude, r.tieude_en), responsive: ['md'] },
    {
      key: 'hethong',
      title: field('hethong'),
      value: (r) => text(r.hethong ? 'system' : 'notYetSent'),
      render: (r) => <Tag color={r.hethong ? 'blue' : 'default'}>{text(r.hethong ? 'system' : 'notYetSent')}</Tag>,
      responsive: ['sm'],
    },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['lg'] }),
  ];
}

/** The variables of the chosen code, each with what it holds; a click copies `{{name}}`. */
function Variables({ code }: { code: EmailTemplateCode | undefined }) {
  const { text } = useResourceTexts(emailTemplateResource);
  if (!code) return <Typography.Text type="secondary">{text('chooseCodeFirst')}</Typography.Text>;
  return (
    <ul className={styles.variables} aria-label={text('variables')}>
      {Object.keys(emailTemplateCodes[code].variables).map((name) => (
        <li key={name}>
          <Typography.Text code copyable={{ text: `{{${name}}}` }}>{`{{${name}}}`}</Typography.Text>
          <span>{text(`variableNames.${name}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Opens the mail the form's texts would send, rendered by the server with the code's sample values. */
function Preview({ code }: { code: EmailTemplateCode | undefined }) {
  const { lang, text } = useResourceTexts(emailTemplateResource);
  const form = Form.useFormInstance<Values>();
  const [shown, setShown] = useState<Lang | null>(null);
  const [mail, setMail] = useState<EmailTemplatePreview | null>(null);
  // Renders the form's texts; it stores nothing, so nothing goes stale.
  const render = useResourceMutation<EmailTemplatePreview, { code: EmailTemplateCode; language: Lang }>({
    request: ({ code: ma, language }) => {
      const values = form.getFieldsValue(['tieude', 'tieude_en', 'noidung', 'noidung_en']) as Values;
      const body = {
        ma,
        lang: language,
        tieude: values.tieude ?? '',
        tieude_en: values.tieude_en ?? null,
        noidung: values.noidung ?? '',
        noidung_en: values.noidung_en ?? null,
      };
      return { method: 'POST', path: emailTemplatePreviewApi, body };
    },
    invalidates: [],
  });

  async function open(language: Lang) {
    if (!code) return;
    setShown(language);
    const outcome = await render.run({ code, language });
    setMail(outcome.success ? outcome.data : null);
  }

  return (
    <>
      <Button icon={<EyeOutlined />} disabled={!code} onClick={() => void open(lang)}>
        {text('preview')}
      </Button>
      <Modal
        open={shown !== null}
        title={text('previewTitle')}
        width={720}
        footer={null}
        onCancel={() => {
          setShown(null);
          setMail(null);
        }}
        destroyOnHidden
      >
        <Segmented
          value={shown ?? lang}
          onChange={(value) => void open(value as Lang)}
          options={[
            { value: 'vi', label: text('previewVi') },
            { value: 'en', label: text('previewEn') },
          ]}
        />
        {mail && (
          <div className={styles.preview} data-testid="template-preview">
            {mail.unknown.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title={text('unknownVariables', { names: mail.unknown.map((n) => `{{${n}}}`).join(', ') })}
              />
            )}
            <Typography.Text type="secondary">{text('previewSubject')}</Typography.Text>
            <Typography.Paragraph strong>{mail.subject}</Typography.Paragraph>
            <iframe
              title={text('previewHtml')}
              className={styles.frame}
              // The mail's HTML, shown as a mail client would: no scripts, nothing reaching the page.
              sandbox=""
              srcDoc={mail.html}
            />
            <Typography.Text type="secondary">{text('previewText')}</Typography.Text>
            <pre className={styles.text}>{mail.text}</pre>
          </div>
        )}
      </Modal>
    </>
  );
}

/**
 * The kinds of mail that have no template yet. A kind has one template (its two languages inside it), so only these
 * can be added; a failed read offers every kind and leaves the refusal to the server.
 */
function useFreeCodes(): EmailTemplateCode[] {
  const templates = useAllRows<EmailTemplateRow>(emailTemplateResource.api);
  const used = new Set((templates.data ?? []).map((row) => row.ma));
  return emailTemplateCodeList.filter((code) => !used.has(code));
}

function useCreateBlocked(): string | null {
  const { text } = useResourceTexts(emailTemplateResource);
  return useFreeCodes().length ? null : text('everyCodeHasTemplate');
}

function TemplateFields({ record }: { record: Values | null }) {
  const { text } = useResourceTexts(emailTemplateResource);
  const free = useFreeCodes();
  const chosen = Form.useWatch('ma') as EmailTemplateCode | undefined;
  const code = (record?.ma as EmailTemplateCode | undefined) ?? chosen;
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tieude', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tieude${l}`} hint={l ? text('enFallback') : undefined}>
                <Input maxLength={250} />
              </Field>
              <Field name={`noidung${l}`}>
                <RichTextEditor folder={FOLDER} />
              </Field>
            </>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={8}>
        {record ? (
          <Form.Item label={text('fields.ma')}>
            <Typography.Text strong>{text(`codes.${String(record.ma)}`)}</Typography.Text>
            <br />
            <Typography.Text type="secondary" className={styles.code}>
              {String(record.ma)}
            </Typography.Text>
          </Form.Item>
        ) : (
          <Field name="ma">
            <Select
              options={free.map((value) => ({ value, label: text(`codes.${value}`) }))}
              notFoundContent={text('everyCodeHasTemplate')}
              placeholder={text('chooseCode')}
            />
          </Field>
        )}
        <Form.Item label={text('variables')} extra={text('variablesHint')}>
          <Variables code={code} />
        </Form.Item>
        <Preview code={code} />
      </Col>
    </Row>
  );
}

const templateForm: FormSpec = { fields: (record) => <TemplateFields record={record} /> };

export function EmailTemplatesScreen() {
  const { text } = useResourceTexts(emailTemplateResource);
  return (
    <ResourceScreen<EmailTemplateRow>
      resource={emailTemplateResource}
      useColumns={useColumns}
      form={templateForm}
      useCreateBlocked={useCreateBlocked}
      recordTitle={(record) => text(`codes.${String(record.ma)}`)}
      deleteBlocked={(record) => (record.hethong ? text('systemCannotDelete') : null)}
    />
  );
}
