// An imaging result's pictures, each removable while the report is being entered.
import { DeleteOutlined } from '@ant-design/icons';
import type { OrderRecord } from '@phongkham/contracts';
import { Button } from 'antd';
import styles from './Lab.module.css';
import { useOrderText } from './orderTexts';

export function Pictures({
  pictures,
  onRemove,
}: {
  pictures: OrderRecord['hinhanh'];
  onRemove?: (id: string) => void;
}) {
  const text = useOrderText();
  if (pictures.length === 0) return null;
  return (
    <div className={styles.pictures}>
      {pictures.map((picture, i) => (
        <figure key={picture._id} className={styles.picture}>
          <img src={picture.url} alt={text('pictureAlt', { n: i + 1 })} />
          {onRemove && (
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={text('removePicture')}
              onClick={() => onRemove(picture._id)}
            />
          )}
        </figure>
      ))}
    </div>
  );
}
