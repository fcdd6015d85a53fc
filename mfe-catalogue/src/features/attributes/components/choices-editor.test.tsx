import '../../../lib/jsdom-message-channel';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { Button } from '@pimento/shared-kit/ui/antd-core';
import { Form } from '@pimento/shared-kit/ui/antd-form';
import type { ChoiceInput } from '@pimento/shared-kit/contracts/attributes';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { ChoicesEditor } from './choices-editor';

registerCatalogueStrings();


function Harness({ initial, onFinish }: { initial: ChoiceInput[]; onFinish: (values: { choices: ChoiceInput[] }) => void }) {
  const [form] = Form.useForm<{ choices: ChoiceInput[] }>();
  return (
    <Form form={form} initialValues={{ choices: initial }} onFinish={onFinish}>
      <ChoicesEditor labelLanguages={['en', 'fr']} />
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

describe('choices editor', () => {
  it('refuses two codes differing only by case at both, and clears both once one is fixed', async () => {
    const onFinish = jest.fn();
    renderWithProviders(<Harness initial={[{ code: 'red', labels: { en: 'Red' } }, { code: 'RED', labels: {} }]} onFinish={onFinish} />);
    await userEvent.click(screen.getByText('Submit'));
    expect(await screen.findAllByText('Two choices cannot share a code.')).toHaveLength(2);
    expect(onFinish).not.toHaveBeenCalled();
    const second = screen.getByLabelText('Code of choice 2');
    await userEvent.clear(second);
    await userEvent.type(second, 'blue');
    await waitFor(() => expect(screen.queryByText('Two choices cannot share a code.')).not.toBeInTheDocument());
    await userEvent.click(screen.getByText('Submit'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ choices: [{ code: 'red', labels: { en: 'Red' } }, { code: 'blue', labels: {} }] }));
  });

  it('asks for a code, refuses the pipe, and keeps the order the user sets', async () => {
    const onFinish = jest.fn();
    renderWithProviders(<Harness initial={[{ code: 'a', labels: { en: 'A' } }, { code: 'b|c', labels: { en: 'B' } }]} onFinish={onFinish} />);
    await userEvent.click(screen.getByText('Submit'));
    expect(await screen.findByText('The | character is not allowed.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code of choice 2'));
    await userEvent.click(screen.getByText('Submit'));
    expect(await screen.findByText('Enter a code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code of choice 2'), 'b');
    await userEvent.click(screen.getAllByRole('button', { name: 'Move up' })[1]!);
    await userEvent.click(screen.getByText('Submit'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ choices: [{ code: 'b', labels: { en: 'B' } }, { code: 'a', labels: { en: 'A' } }] }));
  });

  it('needs at least one choice', async () => {
    renderWithProviders(<Harness initial={[]} onFinish={jest.fn()} />);
    await userEvent.click(screen.getByText('Submit'));
    expect(await screen.findByText('Add at least one choice.')).toBeInTheDocument();
  });
});
