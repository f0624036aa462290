// The patients-and-flow workbook read back with exceljs: a tab per table with its titles in the language, one row per
// day of the period (a day without visits too) and the total, the funnel with the period before, the channels and
// their total, the doctors and the rooms, every count a number equal to the report.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { adminTables } from '../../i18n';
import { buildWorkbookOf, readWorkbook } from '../../kit/export';
import { visitsReport } from './visitFixtures';
import { visitSheets } from './visitSheet';

const values = (sheet: { getSheetValues: () => unknown[] }) =>
  (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));

describe('the patients-and-flow workbook', () => {
  it.each(['vi', 'en'] as const)('holds each table on its own tab, counts as numbers (%s)', async (lang) => {
    const t = createTranslator(lang, adminTables);
    const text = (name: string) => t(`admin.resources.reports.${name}`);
    const book = await readWorkbook(await buildWorkbookOf(visitSheets(visitsReport, text), lang, t));
    const vi = lang === 'vi';
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(
      vi
        ? ['Theo ngày', 'Từ yêu cầu đến thanh toán', 'Lịch hẹn theo kênh đặt', 'Theo bác sĩ', 'Theo phòng']
        : ['By day', 'From request to payment', 'Appointments by channel', 'By doctor', 'By room'],
    );
    const [days, funnel, channels, doctors, rooms] = book.worksheets;
    expect(values(days!)).toEqual([
      vi ? ['Ngày', 'Lượt khám', 'Bệnh nhân mới'] : ['Day', 'Visits', 'New patients'],
      ['01/03/2026', 20, 7],
      ['02/03/2026', 0, 0],
      ['03/03/2026', 37, 11],
      [vi ? 'Cộng' : 'Total', 57, 18],
    ]);
    expect(days!.getColumn(2).numFmt).toBe('#,##0');
    expect(values(funnel!).slice(1)).toEqual([
      [vi ? 'Yêu cầu gửi từ web' : 'Requests sent from the website', 25, 20],
      [vi ? 'Bệnh nhân đăng ký mới' : 'Patients newly registered', 19, 13],
      [vi ? 'Lượt khám' : 'Visits', 57, 48],
      [vi ? 'Lượt khám có hóa đơn đã thanh toán' : 'Visits with a paid bill', 49, 41],
    ]);
    expect(values(channels!).slice(1)).toEqual([
      [vi ? 'Tự đặt trên trang web' : 'Booked on the website', 22, 15, 4, 2, 1],
      [vi ? 'Đặt từ yêu cầu trên web' : 'Booked from a website request', 8, 7, 1, 0, 0],
      [vi ? 'Nhân viên đặt (điện thoại, tại quầy)' : 'Booked by staff (phone, front desk)', 10, 8, 0, 1, 1],
      [vi ? 'Cộng' : 'Total', 40, 30, 5, 3, 2],
    ]);
    expect(values(doctors!).slice(1)).toEqual([
      ['BS. Trần Minh Khoa', 45, 42],
      [vi ? 'Chưa phân bác sĩ' : 'No doctor assigned', 12, 10],
    ]);
    expect(values(rooms!).slice(1)).toEqual([
      ['Phòng khám nội 1', 40],
      ['Phòng siêu âm', 17],
    ]);
  });
});
