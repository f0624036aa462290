// The kit's record moves (useRecordAction): the move's button spins while the server answers, and afterwards what
// was read from the collection loads again, a refused move included, so the screen shows the record as it now is.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi } from '../../test/admin';
import { renderScreen } from '../../test/screen';
import { useRecordAction } from './mutation';
import { fetchData, queryKeys } from './query';

const api = '/api/thu';

function Mover() {
  const reads = useQuery({ queryKey: queryKeys.list(api, {}), queryFn: () => fetchData<{ trangthai: string }>(api) });
  const { busy, run } = useRecordAction([api]);
  return (
    <>
      <p>{reads.data ? `Trạng thái: ${reads.data.trangthai}` : '…'}</p>
      <Button loading={busy === 'GOI'} onClick={() => void run('GOI', `${api}/1/trangthai`, { hanhdong: 'GOI' })}>
        Gọi
      </Button>
    </>
  );
}

describe('useRecordAction', { timeout: 60_000 }, () => {
  it('spins the move’s button until the server answers, then reads the record again', async () => {
    let state = 'CHO';
    let answer: () => void = () => undefined;
    signedInApi(owner, {
      [`GET ${api}`]: () => ok({ trangthai: state }),
      [`POST ${api}/1/trangthai`]: () =>
        new Promise((resolve) => {
          answer = () => {
            state = 'DANG_GOI';
            resolve(ok({ trangthai: state }));
          };
        }),
    });
    renderScreen({ screen: Mover, url: '/thu' });
    expect(await screen.findByText('Trạng thái: CHO')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gọi' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Gọi/ })).toHaveClass('ant-btn-loading'));
    answer();
    expect(await screen.findByText('Trạng thái: DANG_GOI')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Gọi/ })).not.toHaveClass('ant-btn-loading');
  });

  it('reads the record again after a refused move too: someone else moved it first', async () => {
    let state = 'CHO';
    signedInApi(owner, {
      [`GET ${api}`]: () => ok({ trangthai: state }),
      [`POST ${api}/1/trangthai`]: () => {
        state = 'DANG_KHAM';
        return fail('Lượt khám đã chuyển sang trạng thái khác.', 409);
      },
    });
    renderScreen({ screen: Mover, url: '/thu' });
    expect(await screen.findByText('Trạng thái: CHO')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gọi' }));
    expect(await screen.findByText('Lượt khám đã chuyển sang trạng thái khác.')).toBeInTheDocument();
    expect(await screen.findByText('Trạng thái: DANG_KHAM')).toBeInTheDocument();
  });
});
