import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../lib/theme';
import { Toaster, notifyError } from './toaster';

describe('Toaster', () => {
  it('draws nothing until the first toast, then shows it', async () => {
    const { container } = render(
      <ChakraProvider value={createAppSystem('medium')}>
        <Toaster />
      </ChakraProvider>,
    );
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    // Created before the toasts' code is in: shown once it is.
    act(() => {
      notifyError('Saving failed');
    });
    expect((await screen.findByTestId('toast-error')).textContent).toContain('Saving failed');
  });
});
