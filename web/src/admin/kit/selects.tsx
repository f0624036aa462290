// Selects fed by the API: the rows of another collection (a category), and staff members (an author). Their
// lists load once per screen through the query cache.
import { clinicResource, grantsAny, staffUrls, type ClinicItem, type StaffListItem } from '@phongkham/contracts';
import { CloseCircleFilled } from '@ant-design/icons';
import { Form, Select, type SelectProps } from 'antd';
import type { Query } from '../../shared/api/query';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { apiPaths } from '../../shared/paths';
import { useStaff } from '../session';
import type { FieldTransform } from './form';
import { useAllRows } from './query';

/**
 * A clear button in the screen's language: `allowClear={useClearable()}` on a select, `useClearable('text')` on a
 * text box. antd's plain `allowClear` names the select's button "Clear" and the text box's by its icon
 * ("close-circle") to screen readers, whatever the language (docs/decisions/0040-numbers-and-forms.md).
 */
export function useClearable(what: 'choice' | 'text' = 'choice') {
  const { t } = useI18n();
  const label = t(what === 'text' ? 'admin.kit.clearText' : 'admin.kit.clearValue');
  return { clearIcon: <CloseCircleFilled aria-label={label} />, label };
}

/** Options from every row of a collection: `{ value: _id, label }`, and whether they are still loading. */
export function useResourceOptions<T extends { _id: string }>(api: string, label: (row: T) => string, query?: Query) {
  const rows = useAllRows<T>(api, query);
  return { options: (rows.data ?? []).map((row) => ({ value: row._id, label: label(row) })), loading: rows.isPending };
}

type Person = { _id: string; hoten: string };

/**
 * A staff member, from the staff list when the role may view it. The record's own person (`known`, a form
 * field kept by `knownPerson`) is always offered, so the current author shows by name without that grant.
 */
export function StaffSelect({ known, ...props }: SelectProps & { known: string }) {
  const mayList = grantsAny(useStaff().vaitro.menu, staffUrls, 'view');
  const staff = useAllRows<StaffListItem>(apiPaths.staff, { sort: 'hoten' }, mayList);
  const person = Form.useWatch<Person | null | undefined>(known, { preserve: true });
  const clearable = useClearable();
  const options = (staff.data ?? []).map((member) => ({ value: member._id, label: member.hoten }));
  if (person && !options.some((option) => option.value === person._id)) {
    options.unshift({ value: person._id, label: person.hoten });
  }
  return (
    <Select
      allowClear={clearable}
      showSearch
      optionFilterProp="label"
      options={options}
      loading={mayList && staff.isPending}
      {...props}
    />
  );
}

/** Keeps a record's object (`tacgia`) in the form, for a select that names it; never sent. */
export const knownPerson = (field: string): FieldTransform => ({ toForm: (record) => record[field] });

/**
 * Several rows of another collection (a disease's services, its doctors): every row the reader may list, and the
 * record's own (`known`, a form field kept by `knownRows`), so what the record links to shows by name even when
 * the list leaves it out (the role reads the collection as the public does, or the row is unpublished).
 */
export function LinkedRowsSelect<T extends { _id: string }>({
  api,
  known,
  label,
  query,
  ...props
}: SelectProps & { api: string; known: string; label: (row: T) => string; query?: Query }) {
  const rows = useAllRows<T>(api, query);
  const linked = Form.useWatch<T[] | null | undefined>(known, { preserve: true }) ?? [];
  const clearable = useClearable();
  const options = (rows.data ?? []).map((row) => ({ value: row._id, label: label(row) }));
  for (const row of linked) {
    if (!options.some((option) => option.value === row._id)) options.push({ value: row._id, label: label(row) });
  }
  return (
    <Select
      mode="multiple"
      allowClear={clearable}
      showSearch
      optionFilterProp="label"
      options={options}
      loading={rows.isPending}
      {...props}
    />
  );
}

/** Keeps a record's linked rows (`dichvu`) in the form, for a LinkedRowsSelect that names them; never sent. */
export const knownRows = (field: string): FieldTransform => ({ toForm: (record) => record[field] ?? [] });

/** Whether the signed-in role may choose a staff member's clinic: it may read the clinics. */
export function useMayChooseClinic() {
  return grantsAny(useStaff().vaitro.menu, clinicResource.urls, 'view');
}

/** A clinic, by name, from the clinics list (only for a role that may read it: see useMayChooseClinic). */
export function ClinicSelect(props: SelectProps) {
  const may = useMayChooseClinic();
  const clinics = useAllRows<ClinicItem>(clinicResource.api, { sort: 'ten' }, may);
  const options = (clinics.data ?? []).map((clinic) => ({ value: clinic._id, label: clinic.ten }));
  const clearable = useClearable();
  return (
    <Select
      allowClear={clearable}
      showSearch
      optionFilterProp="label"
      options={options}
      loading={may && clinics.isPending}
      {...props}
    />
  );
}
