import { adminMessages, formatMessage, planAdminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { minLengthMessage } from '../field/field-messages';
import { AddUnitDialog } from './add-unit-dialog';
import type { AddUnitFind, AddUnitSend, LoadAddUnitFinds } from './add-unit-dialog-types';

const texts = planAdminMessages.addUnitDialog;
const { published, draft } = adminMessages.status;

const units: AddUnitFind[] = [
  { id: 1, name: 'Getting Started', detail: published },
  { id: 2, name: 'A Safe Shop Floor', detail: published },
  { id: 4, name: 'Greeting Customers', detail: draft },
  { id: 5, name: 'Green Energy at the Store', detail: published },
];

/** Finds by name, as the server's GET /plan/units: '' lists the first page. */
const findUnits: LoadAddUnitFinds = async (term) => {
  const found = units.filter((unit) => unit.name.toLowerCase().includes(term.toLowerCase()));
  return { units: found, total: found.length };
};

const meta = {
  title: 'Widgets/AddUnitDialog',
  component: AddUnitDialog,
  args: {
    defaultOpen: true,
    loadUnits: fn(findUnits),
    onAddBlank: fn(),
    onAddExisting: fn<AddUnitSend<[number[]]>>(async () => undefined),
    onCopy: fn<AddUnitSend<[number, string]>>(async () => undefined),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AddUnitDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await body(canvasElement).findByRole('dialog', { name: texts.title }));
const expectClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

/**
 * Opened from its trigger with the keyboard: the three options, blank first; Enter on 'Open the unit editor'
 * hands over to the app (which opens the editor) and closes.
 */
export const Choice: Story = {
  args: { defaultOpen: false, trigger: <Button>{texts.open}</Button> },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: texts.open }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf(canvasElement);
    const options = dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    await expect(options).toEqual(['blank', 'existing', 'copy']);
    await expect(dialog.getByRole('radio', { name: texts.choices.blank })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: texts.choices.existing })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: texts.choices.copy })).toBeVisible();
    await expect(dialog.queryByRole('searchbox')).toBeNull();
    await expect(args.loadUnits).not.toHaveBeenCalled();
    dialog.getByRole('button', { name: texts.submit.blank }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddBlank).toHaveBeenCalledOnce();
    await expectClosed(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: texts.open })).toHaveFocus();
  },
};

/**
 * Use existing unit, by keyboard: the first units list at once; a search of 3 characters or more narrows them;
 * Space ticks two; 'Add units' sends both ids and closes.
 */
export const ExistingWithResults: Story = {
  args: { defaultChoice: 'existing' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('checkbox', { name: /Getting Started/ })).toBeVisible();
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(units.length);
    await expect(args.loadUnits).toHaveBeenLastCalledWith('', 'existing', expect.any(AbortSignal));
    const search = dialog.getByRole('searchbox', { name: texts.searchLabel });
    await userEvent.type(search, 'gre');
    await waitFor(() => expect(dialog.getAllByRole('checkbox')).toHaveLength(2));
    await expect(args.loadUnits).toHaveBeenLastCalledWith('gre', 'existing', expect.any(AbortSignal));
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: /Greeting Customers/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('group', { name: /Units/ })).toHaveAccessibleName(
      `${texts.unitsLegend} (${formatMessage(texts.selectedCount, { count: 2 })})`,
    );
    await userEvent.click(dialog.getByRole('button', { name: texts.submit.existing }));
    await expect(args.onAddExisting).toHaveBeenCalledWith([4, 5]);
    await expectClosed(canvasElement);
  },
};

/** A search that finds nothing says so; sending with no unit chosen says why, focuses the search, sends nothing. */
export const ExistingNoneFound: Story = {
  args: { defaultChoice: 'existing' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findAllByRole('checkbox');
    await userEvent.type(dialog.getByRole('searchbox', { name: texts.searchLabel }), 'zzz');
    await expect(await dialog.findByText(texts.searchEmpty)).toBeVisible();
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: texts.submit.existing }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(texts.noUnit);
    await expect(dialog.getByRole('searchbox', { name: texts.searchLabel })).toHaveFocus();
    await expect(args.onAddExisting).not.toHaveBeenCalled();
  },
};

/** More units match than the page holds: the dialog says how many and asks for more of a name. */
export const ManyFound: Story = {
  args: {
    defaultChoice: 'existing',
    loadUnits: fn<LoadAddUnitFinds>(async () => ({ units: units.slice(0, 2), total: 40 })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(formatMessage(texts.more, { shown: 2, total: 40 }))).toBeVisible();
  },
};

/** The units cannot be loaded: the status says so in place of the list. */
export const SearchFailed: Story = {
  args: {
    defaultChoice: 'existing',
    loadUnits: fn<LoadAddUnitFinds>(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(texts.searchFailed)).toBeVisible();
    await expect(dialog.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/**
 * Copy unit: one unit only (choosing another replaces it, 002 section 4); a name under 2 characters is refused
 * on the field; a good name sends the one unit and the trimmed name.
 */
export const CopyNameError: Story = {
  args: { defaultChoice: 'copy' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('group', { name: texts.copyLegend })).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /Getting Started/ }));
    await userEvent.click(dialog.getByRole('radio', { name: /A Safe Shop Floor/ }));
    await expect(dialog.getByRole('radio', { name: /Getting Started/ })).not.toBeChecked();
    const name = dialog.getByRole('textbox', { name: texts.copyName });
    await userEvent.type(name, ' a ');
    await userEvent.keyboard('{Enter}');
    const error = `${texts.copyName} ${minLengthMessage(2)}`;
    await expect(await dialog.findByText(error)).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(error));
    await expect(args.onCopy).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, '  Safe Floor, again ');
    await expect(dialog.queryByText(error)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledWith(2, 'Safe Floor, again');
    await expectClosed(canvasElement);
  },
};

/** While the units are sent, the send button is busy and the choices wait; Cancel still closes. */
export const Saving: Story = {
  args: {
    defaultChoice: 'existing',
    onAddExisting: fn<AddUnitSend<[number[]]>>(() => new Promise<undefined>(() => {})),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Getting Started/ }));
    await userEvent.click(dialog.getByRole('button', { name: texts.submit.existing }));
    await expect(args.onAddExisting).toHaveBeenCalledWith([1]);
    const send = dialog.getByRole('button', { name: texts.submit.existing });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Getting Started/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: texts.choices.copy })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectClosed(canvasElement);
  },
};

/**
 * The server refuses a draft unit (the not-published flag): its words are shown, the dialog stays open with the
 * units still ticked; a failure that is no refusal shows the general message.
 */
export const ServerError: Story = {
  args: {
    defaultChoice: 'existing',
    onAddExisting: fn<AddUnitSend<[number[]]>>(async () => planAdminMessages.planAuthoring.unitNotPublished),
    onCopy: fn<AddUnitSend<[number, string]>>(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Greeting Customers/ }));
    await userEvent.click(dialog.getByRole('button', { name: texts.submit.existing }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      planAdminMessages.planAuthoring.unitNotPublished,
    );
    await expect(dialog.getByRole('checkbox', { name: /Greeting Customers/ })).toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: texts.choices.copy }));
    await userEvent.click(await dialog.findByRole('radio', { name: /Getting Started/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.copyName }), 'Started again');
    await userEvent.click(dialog.getByRole('button', { name: texts.submit.copy }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(texts.failed);
    await expect(dialog.getByRole('textbox', { name: texts.copyName })).toHaveValue('Started again');
  },
};

/** Escape closes without sending anything. */
export const Escape: Story = {
  play: async ({ args, canvasElement }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onAddBlank).not.toHaveBeenCalled();
  },
};
