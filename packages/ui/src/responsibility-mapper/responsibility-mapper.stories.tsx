import { adminMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TypeaheadOption } from '../typeahead/use-typeahead-suggestions';
import { ResponsibilityMapper } from './responsibility-mapper';

const known = ['Cash Handling', 'Opening and Closing', 'Stock Receiving', 'Key Holder'];

/** A pretend GET /responsibility: names holding the term, after a short delay. */
function searchIn(names: readonly string[], fail = false) {
  return (term: string, signal: AbortSignal) =>
    new Promise<TypeaheadOption[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (fail) reject(new Error('offline'));
        else
          resolve(
            names
              .filter((name) => name.toLowerCase().includes(term.toLowerCase()))
              .map((name) => ({ value: name, label: name })),
          );
      }, 20);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

const fieldValues = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('combobox').map((input: HTMLElement) => (input as HTMLInputElement).value);

const meta = {
  title: 'Admin/ResponsibilityMapper',
  component: ResponsibilityMapper,
  args: { mappedNames: [], loadSuggestions: searchIn(known), onSave: fn(async () => {}), debounceMs: 20 },
  decorators: [
    (Story) => (
      <div className="min-h-[36rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsibilityMapper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing mapped yet: five empty fields; saving none says at least one is needed. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(fieldValues(canvas)).toEqual(['', '', '', '', '']);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.responsibilities.save }));
    expect(await canvas.findByRole('alert')).toHaveTextContent(adminMessages.responsibilities.atLeastOne);
    expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Mapped names fill the first fields; a suggestion is picked with the keyboard, a repeat is cleared. */
export const PickAndClearRepeats: Story = {
  args: { mappedNames: ['Cash Handling'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(fieldValues(canvas)).toEqual(['Cash Handling', '', '', '', '']);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Responsibility 2' }), 'stock');
    await canvas.findByRole('option', { name: 'Stock Receiving' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(canvas.getByRole('combobox', { name: 'Responsibility 2' })).toHaveValue('Stock Receiving');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Responsibility 3' }), 'cash handling');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Responsibility 4' }), 'Forklift driving');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.responsibilities.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(['Cash Handling', 'Stock Receiving', 'Forklift driving']),
    );
    expect(await canvas.findByText(/Responsibilities saved\. Repeated names were cleared\./)).toBeVisible();
    expect(fieldValues(canvas)).toEqual(['Cash Handling', 'Stock Receiving', 'Forklift driving', '', '']);
  },
};

/** A name of 1 or 101 characters is refused on its field; nothing is sent. */
export const TooShortOrLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Responsibility 1' }), 'a');
    const second = canvas.getByRole('combobox', { name: 'Responsibility 2' });
    await userEvent.click(second);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.responsibilities.save }));
    expect(await canvas.findByText('A responsibility needs at least 2 characters.')).toBeVisible();
    expect(canvas.getByText('A responsibility can have at most 100 characters.')).toBeVisible();
    expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Map-only: a typed name that is not a suggestion is cleared on leaving the field; a picked one saves. */
export const MapOnly: Story = {
  args: { mode: 'map-only' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(adminMessages.responsibilities.introMapOnly)).toBeVisible();
    const first = canvas.getByRole('combobox', { name: 'Responsibility 1' });
    await userEvent.type(first, 'Made up');
    await userEvent.tab();
    expect(first).toHaveValue('');
    expect(await canvas.findByText(messages.validation.mustEnterValue)).toBeVisible();
    await userEvent.type(first, 'key');
    await userEvent.click(await canvas.findByRole('option', { name: 'Key Holder' }));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.responsibilities.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(['Key Holder']));
  },
};

/** A field is cleared with its button; a sixth field is added. */
export const ClearAndAdd: Story = {
  args: { mappedNames: ['Cash Handling', 'Key Holder'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear responsibility 1' }));
    expect(fieldValues(canvas)).toEqual(['', 'Key Holder', '', '', '']);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.responsibilities.addField }));
    expect(fieldValues(canvas)).toHaveLength(6);
  },
};

/** A failed save keeps the fields and says so; failed suggestions say so in the list. */
export const Failures: Story = {
  args: {
    mappedNames: ['Cash Handling'],
    loadSuggestions: searchIn(known, true),
    onSave: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Responsibility 2' }), 'key');
    expect(await canvas.findByText(adminMessages.responsibilities.suggestionsFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.responsibilities.save }));
    expect(await canvas.findByText(adminMessages.responsibilities.saveFailed)).toBeVisible();
    expect(fieldValues(canvas)).toEqual(['Cash Handling', 'key', '', '', '']);
  },
};
