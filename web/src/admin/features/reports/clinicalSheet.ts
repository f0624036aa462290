// The clinical report's tables as the screen, the workbook and the printout show them: the headline figures beside
// the period before, the most frequent diagnoses, the ICD-10 chapters, the lab tests and the most prescribed drugs.
// Numbers stay numbers in the workbook (shares as fractions shown as percentages), one sheet per table.
import type {
  ClinicalChapter,
  ClinicalDiagnosis,
  ClinicalDrug,
  ClinicalFigures,
  ClinicalLabTest,
  ClinicalReport,
} from '@phongkham/contracts';
import type { KitColumn } from '../../kit/columns';
import { workbookSheet, type WorkbookSheet } from '../../kit/export';

type Text = (name: string, params?: Record<string, string | number>) => string;

const numberLocale = (lang: string) => (lang === 'vi' ? 'vi-VN' : 'en-US');

/** A share as the screen says it ("33,3 %"), a dash when there was nothing to divide by. */
export const percentText = (value: number | null | undefined, lang: string) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString(numberLocale(lang), { style: 'percent', maximumFractionDigits: 1 });

/** A plain number in the reader's way ("0,67"), a dash for none. */
export const numberText = (value: number | null | undefined, lang: string) =>
  value === null || value === undefined ? '—' : value.toLocaleString(numberLocale(lang));

/** The headline figures, in the order the screen shows them; `format` says how the value reads. */
export const figureKeys = [
  'soluot',
  'sohoso',
  'sochandoan',
  'donthuoc_moiluot',
  'tyle_khangsinh',
  'soxetnghiem',
  'tyle_batthuong',
  'xetnghiem_trungvi_phut',
] as const satisfies readonly (keyof ClinicalFigures)[];
export type FigureKey = (typeof figureKeys)[number];

export const isShare = (key: FigureKey) => key === 'tyle_khangsinh' || key === 'tyle_batthuong';

export interface FigureRow {
  _id: FigureKey;
  ten: string;
  kynay: number | null;
  kytruoc: number | null;
}

export const figureRows = (report: ClinicalReport, text: Text): FigureRow[] =>
  figureKeys.map((key) => ({
    _id: key,
    ten: text(`clinical.figures.${key}`),
    kynay: report[key],
    kytruoc: report.kytruoc[key],
  }));

/** A chapter's name in the reader's language: the Ministry's in Vietnamese, WHO's in English. */
export const chapterName = (chapter: Pick<ClinicalChapter, 'chuong' | 'ten_chuong'>, text: Text) =>
  chapter.chuong ? text(`clinical.chapters.${chapter.chuong}`) : text('clinical.unknownChapter');

/** A code's name in the reader's language, the Ministry's when WHO has no English title for it. */
export const diagnosisName = (row: ClinicalDiagnosis, lang: string, text: Text) =>
  (lang === 'en' ? (row.ten_en ?? row.ten) : row.ten) ?? text('clinical.unknownCode');

export function clinicalSheets(report: ClinicalReport, text: Text, lang: string): WorkbookSheet<unknown>[] {
  const share = (key: string, title: string) => ({ key, title, numFmt: '0.0%' });
  const figures: KitColumn<FigureRow>[] = [
    { key: 'ten', title: text('clinical.figure'), value: (row) => row.ten },
    { key: 'kynay', title: text('clinical.thisPeriod'), value: (row) => row.kynay },
    { key: 'kytruoc', title: text('clinical.previousPeriod'), value: (row) => row.kytruoc },
  ];
  const diagnoses: KitColumn<ClinicalDiagnosis>[] = [
    { key: 'ma', title: text('clinical.code'), value: (row) => row.ma },
    { key: 'ten', title: text('clinical.diagnosis'), value: (row) => diagnosisName(row, lang, text) },
    { key: 'chuong', title: text('clinical.chapter'), value: (row) => row.chuong },
    { key: 'solan', title: text('clinical.solan'), value: (row) => row.solan, numFmt: '#,##0' },
    { key: 'chinh', title: text('clinical.chinh'), value: (row) => row.chinh, numFmt: '#,##0' },
    { key: 'kytruoc', title: text('clinical.previousPeriod'), value: (row) => row.kytruoc, numFmt: '#,##0' },
  ];
  const chapters: KitColumn<ClinicalChapter>[] = [
    { key: 'chuong', title: text('clinical.chapter'), value: (row) => row.chuong },
    { key: 'ten', title: text('clinical.chapterName'), value: (row) => chapterName(row, text) },
    { key: 'solan', title: text('clinical.solan'), value: (row) => row.solan, numFmt: '#,##0' },
    { key: 'kytruoc', title: text('clinical.previousPeriod'), value: (row) => row.kytruoc, numFmt: '#,##0' },
  ];
  const tests: KitColumn<ClinicalLabTest>[] = [
    { key: 'ten', title: text('clinical.test'), value: (row) => (lang === 'en' ? (row.ten_en ?? row.ten) : row.ten) },
    { key: 'tendichvu', title: text('clinical.panel'), value: (row) => row.tendichvu },
    { key: 'soketqua', title: text('clinical.soketqua'), value: (row) => row.soketqua, numFmt: '#,##0' },
    { key: 'sobatthuong', title: text('clinical.sobatthuong'), value: (row) => row.sobatthuong, numFmt: '#,##0' },
    { ...share('tyle', text('clinical.tyleBatthuong')), value: (row) => row.tyle_batthuong },
    { key: 'trungvi', title: text('clinical.turnaround'), value: (row) => row.trungvi_phut, numFmt: '0.0' },
  ];
  const drugs: KitColumn<ClinicalDrug>[] = [
    { key: 'tenthuoc', title: text('clinical.drug'), value: (row) => row.tenthuoc },
    { key: 'donvitinh', title: text('clinical.unit'), value: (row) => row.donvitinh },
    { key: 'sodon', title: text('clinical.sodon'), value: (row) => row.sodon, numFmt: '#,##0' },
    { key: 'soluong', title: text('clinical.soluong'), value: (row) => row.soluong, numFmt: '#,##0' },
    {
      key: 'khangsinh',
      title: text('clinical.antibiotic'),
      value: (row) => (row.khangsinh ? text('clinical.yes') : null),
    },
  ];
  return [
    workbookSheet({ title: text('clinical.sheets.figures'), columns: figures, rows: figureRows(report, text) }),
    workbookSheet({ title: text('clinical.sheets.diagnoses'), columns: diagnoses, rows: report.chandoan }),
    workbookSheet({ title: text('clinical.sheets.chapters'), columns: chapters, rows: report.theochuong }),
    workbookSheet({ title: text('clinical.sheets.tests'), columns: tests, rows: report.xetnghiem }),
    workbookSheet({ title: text('clinical.sheets.drugs'), columns: drugs, rows: report.thuoc }),
  ];
}
