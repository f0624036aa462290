// The patient register's screen with the panels other features add to a patient's chart (billing's: the deposit and
// the bills still owing). A feature never imports another, so the screen and its panels meet here, above the
// features; resources.tsx routes /tai-khoan-benh-nhan to it. Each panel decides itself whether the reader may see it.
import { PatientMoneyPanel } from './features/billing/PatientMoneyPanel';
import { PatientsScreen } from './features/patients/PatientsScreen';

const chartPanels = [PatientMoneyPanel];

export function PatientsWithPanels() {
  return <PatientsScreen chartPanels={chartPanels} />;
}
