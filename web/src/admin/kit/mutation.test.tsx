// The kit's writes (useResourceMutation): the button spins until the server answers, a saved write shows its
// toast and the collection's reads load again, a refused one shows the server's message and its per-field messages
// under the form's fields (nested ones included).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { fail, ok, owner, signedInApi } from '../../test/admin';
import { renderScreen } from '../../test/screen';
import { useResourceMutation } from './mutation';
import { fetchData, queryKeys } from './query';

const api = '/api/thu';

interface Thing {
  ten: string;
  nguoilienhe: { hoten: string };
}

function Editor() {
  const [form] = Form.useForm<Thing>();
  const read = useQuery({ queryKey: queryKeys.record(api, '1'), queryFn: () => fetchData<Thing>(`${api}/1`) });
  const save = useResourceMutation<Thing, Thing>({
    request: (body) => ({ method: 'PUT', path: `${api}/1`, body }),
    invalidates: [api],
    success: (saved) => `Đã lưu ${saved.ten}`,
    form,
  });
  return (
    <Form form={form} onFinish={(values) => void save.run(values)}>
      <p>{read.data ? `Đang lưu trữ: ${read.data.ten}` : '…'}</p>
      <Form.Item name="ten" label="Tên">
        <Input />
      </Form.Item>
      <Form.Item name={['nguoilienhe', 'hoten']} label="Người liên hệ">
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={save.busy}>
        Lưu
      </Button>
    </Form>
  );
}

describe('useResourceMutation', { timeout: 60_000 }, () => {
  it('spins while the server answers, then shows the success toast and reads the resource again', async () => {
    let stored = 'Cũ';
    let answer: () => void = () => undefined;
    signedInApi(owner, {
      [`GET ${api}/1`]: () => ok({ ten: stored, nguoilienhe: { hoten: 'An' } }),
      [`PUT ${api}/1`]: (body) =>
        new Promise((resolve) => {
          answer = () => {
            stored = (body as Thing).ten;
            resolve(ok(body));
          };
        }),
    });
    renderScreen({ screen: Editor, url: '/thu' });
    expect(await screen.findByText('Đang lưu trữ: Cũ')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Tên'), 'Mới');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Lưu/ })).toHaveClass('ant-btn-loading'));
    answer();
    expect(await screen.findByText('Đã lưu Mới')).toBeInTheDocument();
    expect(await screen.findByText('Đang lưu trữ: Mới')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lưu/ })).not.toHaveClass('ant-btn-loading');
  });

  it('puts a 400’s per-field messages under the fields, and shows its message once', async () => {
    signedInApi(owner, {
      [`GET ${api}/1`]: () => ok({ ten: 'Cũ', nguoilienhe: { hoten: 'An' } }),
      [`PUT ${api}/1`]: () =>
        fail('Dữ liệu không hợp lệ.', 400, {
          ten: 'Tên đã có người dùng',
          'nguoilienhe.hoten': 'Họ tên quá ngắn',
          khac: 'Không thuộc ô nào',
        }),
    });
    renderScreen({ screen: Editor, url: '/thu' });
    expect(await screen.findByText('Đang lưu trữ: Cũ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Tên đã có người dùng')).toBeInTheDocument();
    expect(screen.getByText('Họ tên quá ngắn')).toBeInTheDocument();
    expect(screen.getAllByText('Dữ liệu không hợp lệ.')).toHaveLength(1);
    expect(screen.queryByText('Không thuộc ô nào')).not.toBeInTheDocument();
    expect(screen.queryByText(/Đã lưu/)).not.toBeInTheDocument();
  });
});
