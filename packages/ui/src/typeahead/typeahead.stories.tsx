import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Typeahead } from './typeahead';
import type { LoadSuggestions, TypeaheadOption } from './use-typeahead-suggestions';

const learners: TypeaheadOption[] = [
  'Ada Lovelace',
  'Alan Turing',
  'Barbara Liskov',
  'Edsger Dijkstra',
  'Frances Allen',
  'Fran Bilas',
  'Grace Hopper',
  'Katherine Johnson',
  'Margaret Hamilton',
  'Radia Perlman',
].map((name, index) => ({ value: `u${index + 1}`, label: name }));

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** A pretend directory search: matches anywhere in the name after a short delay. */
async function searchLearners(term: string, signal: AbortSignal): Promise<TypeaheadOption[]> {
  await wait(30, signal);
  return learners.filter((learner) => learner.label.toLowerCase().includes(term.toLowerCase()));
}

const meta = {
  title: 'Primitives/Typeahead',
  component: Typeahead,
  args: {
    label: 'Assign to',
    loadSuggestions: fn(searchLearners),
    onValueChange: fn(),
    debounceMs: 50,
  },
  decorators: [
    (Story) => (
      <div className="min-h-[28rem] max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Typeahead>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await userEvent.type(input, 'fran');
    const listbox = await canvas.findByRole('listbox', { name: 'Assign to' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Frances Allen', 'Fran Bilas']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Fran Bilas' }));
    await expect(input).toHaveValue('Fran Bilas');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'u6', label: 'Fran Bilas' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardPick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('ar');
    const listbox = await canvas.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Barbara Liskov',
      'Margaret Hamilton',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    // Down from the last wraps to the first; up goes back to the last.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Margaret Hamilton');
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'u9', label: 'Margaret Hamilton' });
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    // Typing again re-queries; Escape closes without changing the value.
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await expect(args.loadSuggestions).toHaveBeenLastCalledWith('Margaret Hamilto', expect.any(AbortSignal));
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Debounce: Story = {
  args: { debounceMs: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await userEvent.type(input, 'grace');
    // Five keystrokes inside the pause: no request yet, the popup says it is loading.
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenCalledTimes(1));
    await expect(args.loadSuggestions).toHaveBeenCalledWith('grace', expect.any(AbortSignal));
    await expect(await canvas.findByRole('option', { name: 'Grace Hopper' })).toBeVisible();
  },
};

export const MinimumCharacters: Story = {
  args: { minChars: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await userEvent.type(input, 'ra');
    await wait(200);
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="typeahead-popup"]')).not.toBeVisible();
    await userEvent.type(input, 'd');
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenCalledWith('rad', expect.any(AbortSignal)));
    await expect(await canvas.findByRole('option', { name: 'Radia Perlman' })).toBeVisible();
  },
};

export const MustPickRejectsFreeText: Story = {
  args: { mustPick: true, isRequired: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await userEvent.type(input, 'Nobody Known');
    await expect(await canvas.findByText('No matches')).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.validation.mustEnterValue);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Picking a suggestion clears the error.
    await userEvent.click(input);
    await userEvent.keyboard('grace');
    await canvas.findByRole('option', { name: 'Grace Hopper' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.tab();
    await expect(input).toHaveValue('Grace Hopper');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'u7', label: 'Grace Hopper' });
  },
};

export const RequiredLeftEmpty: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(messages.validation.mustEnterValue)).toBeVisible();
  },
};

const manyResults = Array.from({ length: 15 }, (_, index) => ({
  value: `c${index + 1}`,
  label: `Safety course ${index + 1}`,
}));

export const AtMostTenSuggestions: Story = {
  args: { label: 'Course', loadSuggestions: fn<LoadSuggestions>(async () => manyResults) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Course' }), 'safety');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    await expect(within(listbox).queryByRole('option', { name: 'Safety course 11' })).toBeNull();
  },
};

export const CancelsStaleRequest: Story = {
  args: {
    loadSuggestions: fn(async (term: string, signal: AbortSignal) => {
      await wait(term === 'gr' ? 600 : 50, signal);
      return learners.filter((learner) => learner.label.toLowerCase().includes(term));
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await userEvent.type(input, 'gr');
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenCalledTimes(1));
    await userEvent.type(input, 'a');
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenCalledTimes(2));
    const firstSignal = args.loadSuggestions.mock.calls[0]?.[1];
    await expect(firstSignal?.aborted).toBe(true);
    await expect(await canvas.findByRole('option', { name: 'Grace Hopper' })).toBeVisible();
    // The slow answer for "gr" never replaces the answer for "gra".
    await wait(700);
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { loadSuggestions: fn<LoadSuggestions>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Assign to' }), 'ada');
    await wait(150);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    loadSuggestions: fn<LoadSuggestions>(async () => Promise.reject(new Error('Directory unavailable'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Assign to' }), 'ada');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Suggestions could not be loaded.'),
    );
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

export const Controlled: Story = {
  render: function ControlledTypeahead(args) {
    const [value, setValue] = useState<TypeaheadOption | null>(learners[0] ?? null);
    return (
      <div className="grid gap-3">
        <Typeahead
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <p>Assigned: {value?.label ?? 'nobody'}</p>
        <button
          type="button"
          className="min-h-10 justify-self-start underline"
          onClick={() => setValue(null)}
        >
          Reset
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Assign to' });
    await expect(input).toHaveValue('Ada Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'alan');
    await userEvent.click(await canvas.findByRole('option', { name: 'Alan Turing' }));
    await expect(canvas.getByText('Assigned: Alan Turing')).toBeInTheDocument();
  },
};
