// The province's form 14 (ICD-10 morbidity) as a workbook in its printed layout: who sends it, the form's number, its
// title and month, the 20 columns under their groups (outpatient, inpatient, deaths), a row numbering them, then a
// bold row per ICD-10 chapter over its three-character categories. A clinic has no inpatients and PhongKham records no
// deaths, so only the outpatient visits, women and children are filled; the note under the table says so. Always in
// Vietnamese: it is sent to the provincial health department.
import {
  HEALTH_STATISTICS_FORM,
  type HealthStatistics,
  type StatisticsCategory,
  type StatisticsChapter,
} from '@phongkham/contracts';
import type { FormHeaderCell, FormSheet } from '../../kit/form-export';

type Text = (name: string, params?: Record<string, string | number>) => string;

const cell = (text: string, row: number, col: number, rows = 1, cols = 1): FormHeaderCell => ({
  text,
  row,
  col,
  rows,
  cols,
});

/** The header's 4 rows over 20 columns, as the form prints them. */
export function statisticsHeader(text: Text): FormHeaderCell[] {
  const c = (name: string) => text(`statistics.form.${name}`);
  return [
    cell(c('stt'), 1, 1, 4),
    cell(c('name'), 1, 2, 4),
    cell(c('code'), 1, 3, 4),
    cell(c('outpatient'), 1, 4, 1, 6),
    cell(c('total'), 2, 4, 3),
    cell(c('ofWhich'), 2, 5, 2, 5),
    cell(c('women'), 4, 5),
    cell(c('children'), 4, 6),
    cell(c('severe'), 4, 7),
    cell(c('deathBefore'), 4, 8),
    cell(c('deathAt'), 4, 9),
    cell(c('inpatient'), 1, 10, 1, 10),
    cell(c('total'), 2, 10, 1, 6),
    cell(c('cases'), 3, 10, 1, 2),
    cell(c('all'), 4, 10),
    cell(c('women'), 4, 11),
    cell(c('severe'), 3, 12, 1, 2),
    cell(c('all'), 4, 12),
    cell(c('women'), 4, 13),
    cell(c('deaths'), 3, 14, 1, 2),
    cell(c('all'), 4, 14),
    cell(c('women'), 4, 15),
    cell(c('childrenOfWhich'), 2, 16, 1, 4),
    cell(c('cases'), 3, 16, 1, 2),
    cell(c('all'), 4, 16),
    cell(c('underFive'), 4, 17),
    cell(c('deaths'), 3, 18, 1, 2),
    cell(c('all'), 4, 18),
    cell(c('underFive'), 4, 19),
    cell(c('certified'), 1, 20, 4),
  ];
}

/** "Tháng 10 năm 2026" for a whole month, the two days otherwise. */
export function formPeriod(data: Pick<HealthStatistics, 'tungay' | 'denngay'>, text: Text): string {
  const { tungay, denngay } = data;
  const lastDay = new Date(Date.UTC(Number(tungay.slice(0, 4)), Number(tungay.slice(5, 7)), 0)).getUTCDate();
  const wholeMonth = tungay.endsWith('-01') && denngay === `${tungay.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
  const day = (value: string) => `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  return wholeMonth
    ? text('statistics.form.month', { month: Number(tungay.slice(5, 7)), year: tungay.slice(0, 4) })
    : text('statistics.form.days', { from: day(tungay), to: day(denngay) });
}

export interface StatisticsLine {
  key: string;
  /** A chapter's numeral, or a code's number on through the form. */
  stt: string | number;
  name: string;
  code: string;
  tongso: number;
  nu: number;
  treem: number;
  chapter: boolean;
}

/**
 * The form's lines, for the screen and the workbook alike: a line per chapter, then its codes numbered on through the
 * form. The names are the caller's: the reader's language on screen, the Ministry's Vietnamese on the form.
 */
export function statisticsLines(
  data: HealthStatistics,
  names: { chapter: (chapter: StatisticsChapter) => string; code: (code: StatisticsCategory) => string },
): StatisticsLine[] {
  const lines: StatisticsLine[] = [];
  let number = 0;
  for (const chapter of data.chuong) {
    const { tongso, nu, treem } = chapter;
    lines.push({
      key: `chuong-${chapter.chuong ?? ''}`,
      stt: chapter.chuong ?? '',
      name: names.chapter(chapter),
      code: '',
      tongso,
      nu,
      treem,
      chapter: true,
    });
    for (const group of chapter.nhom)
      lines.push({
        key: group.ma,
        stt: ++number,
        name: names.code(group),
        code: group.ma,
        tongso: group.tongso,
        nu: group.nu,
        treem: group.treem,
        chapter: false,
      });
  }
  return lines;
}

export function statisticsForm(data: HealthStatistics, text: Text): FormSheet {
  const lines = statisticsLines(data, {
    chapter: (chapter) =>
      chapter.chuong
        ? text('statistics.form.chapter', { numeral: chapter.chuong, name: chapter.ten_chuong ?? '' })
        : text('statistics.uncatalogued'),
    code: (code) => code.ten ?? code.ma,
  });
  const rows: FormSheet['rows'] = [
    { cells: ['', text('statistics.form.sum'), '', data.tongso, data.nu, data.treem], bold: true },
    ...lines.map((line) => ({
      cells: [line.stt, line.name, line.code, line.tongso, line.nu, line.treem],
      bold: line.chapter,
    })),
  ];
  return {
    title: HEALTH_STATISTICS_FORM.replace('/', '-'),
    lines: [
      { text: text('statistics.form.sender', { name: data.phongkham.phongkham_ten }) },
      { text: HEALTH_STATISTICS_FORM, bold: true, align: 'right' },
      { text: text('statistics.form.title'), bold: true, align: 'center' },
      { text: formPeriod(data, text), align: 'center' },
      { text: text('statistics.form.circular'), align: 'center' },
    ],
    header: statisticsHeader(text),
    headerRows: 4,
    widths: [6, 44, 10, ...Array<number>(16).fill(9), 14],
    numbered: true,
    rows,
    notes: [
      text('statistics.form.blank'),
      ...(data.khongchandoan > 0 ? [text('statistics.form.undiagnosed', { count: data.khongchandoan })] : []),
    ],
  };
}
