// /admin/nha-thuoc (the pharmacy): the day's prescriptions to hand out, each opening its dispensing page (/:id), and
// the counter sale (/ban-le): two tabs of one page under the /nha-thuoc grant (docs/decisions/0058).
import { Route, Routes } from 'react-router';
import { TabbedScreen } from '../../kit/TabbedScreen';
import { CounterSale } from './CounterSale';
import { DispensingPage } from './DispensingPage';
import { PharmacyWorklist } from './PharmacyWorklist';
import { usePharmacyText } from './texts';

function Worklist() {
  return (
    <Routes>
      <Route index element={<PharmacyWorklist />} />
      <Route path=":id" element={<DispensingPage />} />
    </Routes>
  );
}

export function PharmacyScreen() {
  const text = usePharmacyText();
  return (
    <TabbedScreen
      tabs={[
        { path: '', label: text('tabs.worklist'), element: <Worklist />, nested: true },
        { path: 'ban-le', label: text('tabs.counter'), element: <CounterSale /> },
      ]}
    />
  );
}
