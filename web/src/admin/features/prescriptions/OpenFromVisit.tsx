// /admin/don-thuoc/moi?luotkham_id=…: the visit record's "prescribe" link lands here; the visit's prescription (its
// draft, or a new one) is opened on the server, then shown at its own address (docs/decisions/0029).
import { prescriptionResource, type PrescriptionRecord } from '@phongkham/contracts';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useResourceMutation } from '../../kit/mutation';

/** /admin/don-thuoc/moi?luotkham_id=…: opens the visit's prescription, then shows it at its own address. */
export function OpenFromVisit() {
  const [params] = useSearchParams();
  const visit = params.get('luotkham_id');
  const [target, setTarget] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  const open = useResourceMutation<PrescriptionRecord, string>({
    request: (luotkham_id) => ({ method: 'POST', path: prescriptionResource.api, body: { luotkham_id } }),
    invalidates: [prescriptionResource.api],
  });
  const { run } = open;
  useEffect(() => {
    if (started.current || !visit) return;
    started.current = true;
    void run(visit).then((outcome) => (outcome.success ? setTarget(outcome.data._id) : setFailed(outcome.message)));
  }, [visit, run]);
  if (target) return <Navigate to={`/don-thuoc/${target}`} replace />;
  if (failed || !visit) return <Alert type="error" showIcon title={failed ?? ''} />;
  return <Spin />;
}
