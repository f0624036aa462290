// Appointments (/admin/dat-lich-hen): the calendar (Calendar.tsx), and the lists of holidays and doctors' exceptions
// beside it under the same grants (ScheduleScreens.tsx).
import { Route, Routes } from 'react-router';
import { Calendar } from './Calendar';
import { ExceptionsScreen, HolidaysScreen } from './ScheduleScreens';

/** The calendar, and the lists of holidays and doctors' exceptions beside it under the same grants. */
export function AppointmentsScreen() {
  return (
    <Routes>
      <Route index element={<Calendar />} />
      <Route path="ngay-nghi/*" element={<HolidaysScreen />} />
      <Route path="lich-ngoai-le/*" element={<ExceptionsScreen />} />
    </Routes>
  );
}
