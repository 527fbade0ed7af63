import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, Input } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import * as z from 'zod';
import { createAppSystem } from '../../lib/theme';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { Toaster } from '../ui/toaster';
import { schemaCodeText } from './form-errors';
import { useZodForm } from './use-zod-form';

/** A shared-style schema: codes as messages, a number typed as text. */
const schema = z.object({
  id: z.number(),
  name: z.string().trim().min(1, 'common.validation').max(20),
  code: z.string().trim().min(1, 'common.validation'),
  sort: z.coerce.number().int().min(0),
  rows: z.array(z.object({ label: z.string().min(1, 'post.tooMany') })).optional(),
});
type Values = { name: string; code: string; sort: string; rows?: { label: string }[] };

/** What a react-query mutation offers the form: `answer` undefined succeeds, anything else is the refusal. */
const fakeMutation = (answer?: unknown) => ({
  isPending: false,
  mutate: vi.fn((_data: z.output<typeof schema>, { onSuccess, onError }: { onSuccess: (result: unknown) => void; onError: (err: unknown) => void }) =>
    answer === undefined ? onSuccess(undefined) : onError(answer),
  ),
});

interface ProbeProps {
  initial: Values;
  mutation: ReturnType<typeof fakeMutation>;
  onClose: () => void;
  nested?: boolean;
}

/** The smallest dialog body: three fields through `field`, saved with the schema. */
function Probe({ initial, mutation, onClose, nested }: ProbeProps) {
  const { values, errors, set, save, onSubmit, field } = useZodForm<Values>({
    ns: 'post',
    initial,
    fieldOf: { 'post.codeExists': 'code' },
    testIdPrefix: 'probe',
    onClose,
    ...(nested ? { issueMessage: schemaCodeText, errorKey: (path: string) => (/^rows\.\d+\./.test(path) ? path : path.split('.')[0]) } : {}),
  });
  return (
    <form noValidate onSubmit={onSubmit(() => save(schema, { ...values, id: 7 }, mutation, 'Saved it'))}>
      {field('name', 'Name', <Input data-testid="probe-name" value={values.name} onChange={(e) => set('name', e.target.value)} />, { required: true })}
      {field('code', 'Code', <Input data-testid="probe-code" value={values.code} onChange={(e) => set('code', e.target.value)} />, { required: true })}
      {field('sort', 'Sort', <Input data-testid="probe-sort" value={values.sort} onChange={(e) => set('sort', e.target.value)} />)}
      <span data-testid="probe-row-error">{errors['rows.0.label']}</span>
      <button type="submit" data-testid="probe-submit">
        Save
      </button>
    </form>
  );
}

function renderProbe(props: ProbeProps) {
  return render(
    <ChakraProvider value={createAppSystem('medium')}>
      <I18nextProvider i18n={i18n}>
        <Probe {...props} />
        <Toaster />
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const VALID: Values = { name: ' Sales ', code: 'S1', sort: '3' };

describe('useZodForm', () => {
  it('shows invalid values at their fields and sends nothing', async () => {
    const mutation = fakeMutation();
    const onClose = vi.fn();
    renderProbe({ initial: { name: '', code: 'S1', sort: '-3' }, mutation, onClose });
    fireEvent.click(screen.getByTestId('probe-submit'));
    expect((await screen.findByTestId('probe-name-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('probe-sort-error').textContent).toBe('Enter a number of at least 0');
    expect(screen.queryByTestId('probe-code-error')).toBeNull();
    expect(mutation.mutate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // editing a field clears its message
    fireEvent.change(screen.getByTestId('probe-name'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByTestId('probe-name-error')).toBeNull());
    // once the values pass, they are sent and no earlier message stays
    fireEvent.change(screen.getByTestId('probe-sort'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('probe-submit'));
    expect(mutation.mutate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('probe-sort-error')).toBeNull());
  });

  it('sends the parsed values, toasts the success and closes', async () => {
    const mutation = fakeMutation();
    const onClose = vi.fn();
    renderProbe({ initial: VALID, mutation, onClose });
    fireEvent.click(screen.getByTestId('probe-submit'));
    expect(mutation.mutate).toHaveBeenCalledTimes(1);
    expect(mutation.mutate.mock.calls[0][0]).toEqual({ id: 7, name: 'Sales', code: 'S1', sort: 3 });
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Saved it');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal listed in fieldOf at its field, and keeps the dialog open', async () => {
    const onClose = vi.fn();
    renderProbe({ initial: VALID, mutation: fakeMutation(new ApiError(409, 'post.codeExists', 'exists')), onClose });
    fireEvent.click(screen.getByTestId('probe-submit'));
    await waitFor(() => expect(screen.getByTestId('probe-code-error').textContent).toBe('The position code already exists'));
    expect(screen.queryByTestId('toast-error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows any other refusal as a toast', async () => {
    const onClose = vi.fn();
    renderProbe({ initial: VALID, mutation: fakeMutation(new ApiError(404, 'post.notFound', 'gone')), onClose });
    fireEvent.click(screen.getByTestId('probe-submit'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain('The position does not exist');
    expect(screen.queryByTestId('probe-code-error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps a row's problem under its whole path (errorKey) and says the schema's own code (issueMessage)", async () => {
    const mutation = fakeMutation();
    renderProbe({ initial: { ...VALID, rows: [{ label: '' }] }, mutation, onClose: vi.fn(), nested: true });
    fireEvent.click(screen.getByTestId('probe-submit'));
    await waitFor(() => expect(screen.getByTestId('probe-row-error').textContent).toBe('The maximum number of positions has been reached'));
    expect(mutation.mutate).not.toHaveBeenCalled();
  });
});
