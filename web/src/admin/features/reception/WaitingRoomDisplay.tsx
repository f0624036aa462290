// The waiting-room display (/admin/tiep-nhan/man-hinh), for a TV signed in with a reception grant: full screen over
// the back office's chrome, per room the number called (large), those being seen and the next; never a name
// (docs/decisions: the screen faces the room). It reads again on each queue event and announces each call aloud.
import { CLINIC_TIME_ZONE, QUEUE_EVENT, visitResource, type DisplayRoom } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { FullscreenOutlined, SoundOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { RECONNECTED, useLiveEvents } from '../../kit/live';
import { fetchData, useInvalidate } from '../../kit/query';
import { announceCall } from './announce';
import styles from './Reception.module.css';

export const displayPath = `${visitResource.api}/man-hinh`;

/** How long a fresh call stays highlighted. */
const FRESH_MS = 8_000;

function Clock() {
  const { lang } = useI18n();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const format = new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CLINIC_TIME_ZONE,
  });
  return <span className={styles.clock}>{format.format(now)}</span>;
}

export function WaitingRoomDisplay() {
  const { t } = useI18n();
  const text = (key: string) => t(`admin.resources.reception.display.${key}`);
  const invalidate = useInvalidate();
  const [fresh, setFresh] = useState<string | null>(null);
  // Browsers speak and play sound only after a click on the page: the first click (the button) unlocks it.
  const [soundOn, setSoundOn] = useState(false);
  const rooms = useQuery({
    queryKey: [visitResource.api, 'display'],
    queryFn: () => fetchData<DisplayRoom[]>(displayPath, undefined, true),
  });
  useLiveEvents([QUEUE_EVENT, RECONNECTED], (event) => {
    void invalidate([visitResource.api]);
    const { hanhdong, sothutu, phong_ten, phong_id } = event.data as {
      hanhdong?: string;
      sothutu?: number;
      phong_ten?: string;
      phong_id?: string;
    };
    if ((hanhdong === 'GOI' || hanhdong === 'GOI_LAI') && typeof sothutu === 'number' && phong_id) {
      setFresh(phong_id);
      if (soundOn) announceCall(sothutu, phong_ten ?? '');
    }
  });
  useEffect(() => {
    if (!fresh) return;
    const timer = setTimeout(() => setFresh(null), FRESH_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  const list = rooms.data ?? [];
  return (
    <div className={styles.display} role="main" aria-label={text('title')}>
      <header className={styles.displayHeader}>
        <span>{text('title')}</span>
        <Clock />
      </header>
      {rooms.isSuccess && list.length === 0 ? (
        <p className={styles.displayEmpty}>{text('empty')}</p>
      ) : (
        <div className={styles.displayGrid}>
          {list.map((room) => (
            <section
              key={room.phong_id}
              className={styles.displayRoom}
              data-fresh={fresh === room.phong_id || undefined}
              aria-label={room.phong_ten}
            >
              <h2 className={styles.displayRoomName}>{room.phong_ten}</h2>
              <div className={styles.displayLabel}>{text('nowCalling')}</div>
              <div className={styles.displayNumber} data-testid={`calling-${room.phong_id}`}>
                {room.dang_goi ?? '–'}
              </div>
              {room.dang_kham.length > 0 && (
                <div className={styles.displayLine}>
                  {text('inExam')}: <strong>{room.dang_kham.join(', ')}</strong>
                </div>
              )}
              <div className={styles.displayLine}>
                {text('next')}: <strong>{room.tiep_theo.length ? room.tiep_theo.join(', ') : '–'}</strong>
              </div>
            </section>
          ))}
        </div>
      )}
      <footer className={styles.displayControls}>
        {!soundOn && (
          <Button icon={<SoundOutlined />} onClick={() => setSoundOn(true)}>
            {text('soundOn')}
          </Button>
        )}
        <Button
          icon={<FullscreenOutlined />}
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        >
          {text('fullScreen')}
        </Button>
        <Link to=".." relative="path">
          <Button type="text" className={styles.displayBack}>
            {text('back')}
          </Button>
        </Link>
      </footer>
    </div>
  );
}
