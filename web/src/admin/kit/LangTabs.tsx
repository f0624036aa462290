// Vietnamese and English texts of one record in two tabs. Both tabs stay rendered (their fields belong to
// the form even when hidden), and a tab whose fields hold an error is marked, so a message on the hidden
// tab is not missed.
import { Badge, Form, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';

export type LangSuffix = '' | '_en';

export interface LangTabsProps {
  /** The fields of one language; `suffix` is '' for Vietnamese and '_en' for English (`tieude`, `tieude_en`). */
  children: (suffix: LangSuffix) => ReactNode;
  /** The names (Vietnamese) of the fields in the tabs, to mark a tab holding an error. */
  names: readonly string[];
}

export function LangTabs({ children, names }: LangTabsProps) {
  const { t } = useI18n();
  const [active, setActive] = useState<LangSuffix>('');
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const hasError = (suffix: LangSuffix) =>
          form.getFieldsError(names.map((name) => `${name}${suffix}`)).some((field) => field.errors.length > 0);
        const label = (suffix: LangSuffix, text: string) => (
          <Badge dot={hasError(suffix)} offset={[6, 0]}>
            {text}
          </Badge>
        );
        return (
          <Tabs
            activeKey={active}
            onChange={(key) => setActive(key as LangSuffix)}
            items={[
              { key: '', label: label('', t('admin.kit.lang.vi')), children: children(''), forceRender: true },
              { key: '_en', label: label('_en', t('admin.kit.lang.en')), children: children('_en'), forceRender: true },
            ]}
          />
        );
      }}
    </Form.Item>
  );
}
