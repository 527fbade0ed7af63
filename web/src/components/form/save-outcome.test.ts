import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { MutationObserver } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { saveOutcome } from './form-errors';

const taken = () => new ApiError(409, 'post.codeExists', 'The position code already exists');
const later = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a form save refused by the server (the app query client)', () => {
  it('shows a refusal that belongs to a field at the field only, with no error toast besides', async () => {
    const toast = vi.fn();
    const observer = new MutationObserver(createQueryClient(toast), { mutationFn: () => Promise.reject(taken()) });
    const unsubscribe = observer.subscribe(() => {});
    const setErrors = vi.fn();
    const { onError } = saveOutcome(i18n.getFixedT('en', 'post'), { fieldOf: { 'post.codeExists': 'postCode' }, setErrors, onClose: () => {} });
    await observer.mutate(undefined, { onError }).catch(() => undefined);
    await waitFor(() => expect(setErrors).toHaveBeenCalledWith({ postCode: 'The position code already exists' }));
    await later();
    expect(toast).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('still toasts a refusal no form showed', async () => {
    const toast = vi.fn();
    const observer = new MutationObserver(createQueryClient(toast), { mutationFn: () => Promise.reject(taken()) });
    await observer.mutate(undefined).catch(() => undefined);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect((toast.mock.calls[0][0] as ApiError).errorCode).toBe('post.codeExists');
  });
});
