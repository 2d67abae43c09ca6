import { adminMessages, formatMessage, type WizardStep } from '@segno/domain';
import { expect, userEvent, within } from 'storybook/test';
import { screenLoaded } from './demo-screen';

// What the admin wizards' page-level stories do on their screens, written once.

const { steps } = adminMessages.wizard;

/** The step's heading (h2), once the step has loaded. */
export const stepHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, screenLoaded);

/** The step list's titles, in order (each link's number is hidden from assistive tech). */
export const stepTitles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Steps' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/^\d+\./, ''));

/** The titles of these steps, as the step list shows them. */
export const titlesOf = (ids: readonly WizardStep[]) => ids.map((id) => steps[id]);

/** A tiny PNG to upload as an item's image. */
function pngFile(): File {
  const data =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
  return new File([bytes], 'cover.png', { type: 'image/png' });
}

/** Chooses a tiny PNG in the form's image field and waits for its upload. */
export async function chooseImage(canvasElement: HTMLElement) {
  const fileInput = canvasElement.querySelector<HTMLInputElement>('[data-slot="image-field-input"]');
  if (!fileInput) throw new Error('No image field');
  await userEvent.upload(fileInput, pngFile());
  await expect(await within(canvasElement).findByRole('img', { name: 'Image' }, screenLoaded)).toBeVisible();
}

/**
 * Types a new tag's name in the item's tag picker and picks "Create tag …": the tag is listed as the item's
 * only one, and the change is announced.
 */
export async function createTagInPicker(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const texts = adminMessages.tags;
  await userEvent.type(canvas.getByRole('combobox', { name: texts.searchLabel }), name);
  await userEvent.click(
    await canvas.findByRole('option', { name: formatMessage(texts.create, { name }) }, screenLoaded),
  );
  const list = await canvas.findByRole('list', { name: texts.title }, screenLoaded);
  await expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([name]);
  await expect(canvas.getByText(formatMessage(texts.added, { name }))).toHaveAttribute('role', 'status');
}
