import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Input, Table } from '@chakra-ui/react';
import { QueryClient } from '@tanstack/react-query';
import { SHELL_RECIPES, recipeStore } from '../lib/theme-recipes';
import { AppProvider } from './provider';

const setUp = recipeStore.get();
afterEach(() => recipeStore.set(setUp));

/** The CSS rules emotion inserted for an element's classes. */
const rulesOf = (element: Element) =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .filter((text) => [...element.classList].some((name) => text.includes(`.${name}`)))
    .join('\n');

describe('AppProvider', () => {
  it('styles a component beyond the shell once every recipe is in, keeping what the page holds', async () => {
    // As a page starts: the shell's recipes only.
    recipeStore.set(SHELL_RECIPES);
    render(
      <AppProvider queryClient={new QueryClient()}>
        <Input data-testid="name" />
        <Table.Root data-testid="table">
          <Table.Body />
        </Table.Root>
      </AppProvider>,
    );
    const input = screen.getByTestId('name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'typed before' } });

    // The table's recipe is not in the shell: asking for it brought every recipe, and the system was rebuilt with it.
    await waitFor(() => expect(recipeStore.get().complete).toBe(true));
    await waitFor(() => expect(rulesOf(screen.getByTestId('table'))).toMatch(/border-collapse: ?collapse/));
    // Nothing remounted: the same input, with what was typed.
    expect(screen.getByTestId('name')).toBe(input);
    expect(input.value).toBe('typed before');
  });
});
