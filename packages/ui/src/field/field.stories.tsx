import { adminMessages, medalNames, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field, type FieldControlProps, type FieldProps } from './field';
import { fieldControlClass } from './field-control';
import { characterCountText, fieldErrorText } from './field-messages';

const label = 'Segment name';
const description = 'Shown to learners on the segment card.';
const required = fieldErrorText(label, messages.validation.required);

/** The frame's control in these stories: a plain text input given the frame's id and ARIA attributes. */
const textInput = (control: FieldControlProps) => <input {...control} className={fieldControlClass} />;

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label, slot: 'story-field', children: textInput },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => {
  const frame = canvasElement.querySelector('[data-slot="story-field"]');
  if (!(frame instanceof HTMLElement)) throw new Error('No field frame');
  return frame;
};

/** Label and control only: the label names the control, which nothing describes; Tab reaches it. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(frameOf(canvasElement)).toHaveAttribute('data-state', 'valid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Safety first');
    await expect(input).toHaveValue('Safety first');
  },
};

/** The help under the label is read as the control's description. */
export const WithDescription: Story = {
  args: { description },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(description);
    await expect(canvas.getByText(description)).toBeVisible();
  },
};

/** An error sentence marks the control invalid and describes it; the frame says it is invalid. */
export const WithError: Story = {
  args: { errorText: required },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(required ?? '');
    await expect(frameOf(canvasElement)).toHaveAttribute('data-state', 'invalid');
  },
};

/** A field whose count its own state keeps, as TextField does; the error shows once it is left empty. */
function CountedField(props: FieldProps & { maxLength: number; validate?: boolean }) {
  const [value, setValue] = useState('');
  const [isLeftEmpty, setLeftEmpty] = useState(false);
  const { maxLength, validate, ...field } = props;
  return (
    <Field
      {...field}
      errorText={validate && isLeftEmpty ? required : field.errorText}
      counter={{ count: value.length, maxLength }}
    >
      {(control) => (
        <input
          {...control}
          value={value}
          maxLength={maxLength}
          onChange={(event) => setValue(event.target.value)}
          onBlur={(event) => setLeftEmpty(event.target.value === '')}
          className={fieldControlClass}
        />
      )}
    </Field>
  );
}

/**
 * The polite counter follows what is typed and describes the control; it is full at the limit, where the input
 * takes no more.
 */
export const WithCounter: Story = {
  render: (args) => <CountedField {...args} maxLength={12} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(label);
    const counter = canvas.getByText(characterCountText(0, 12));
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(counter).toHaveAttribute('data-state', 'open');
    await expect(input).toHaveAccessibleDescription(characterCountText(0, 12));
    await userEvent.type(input, 'Safety');
    await expect(counter).toHaveTextContent(characterCountText(6, 12));
    await expect(input).toHaveAccessibleDescription(characterCountText(6, 12));
    await userEvent.type(input, ' first always');
    await expect(input).toHaveValue('Safety first');
    await expect(counter).toHaveTextContent(characterCountText(12, 12));
    await expect(counter).toHaveAttribute('data-state', 'full');
  },
};

/**
 * Description, error and counter together describe the control in that order. Left empty, the field shows its
 * error; typing and leaving it again clears it.
 */
export const EverythingTogether: Story = {
  args: { description },
  render: (args) => <CountedField {...args} maxLength={40} validate />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(label);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${description} ${required} ${characterCountText(0, 40)}`,
    );
    await expect(frameOf(canvasElement)).toHaveAttribute('data-state', 'invalid');
    await userEvent.type(input, 'Safety');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription(`${description} ${characterCountText(6, 40)}`);
    await expect(canvas.queryByText(required ?? '')).toBeNull();
  },
};

/** A given id is the control's, and its parts' ids follow it. */
export const WithId: Story = {
  args: { id: 'segment-name', description, errorText: required },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(label);
    await expect(input).toHaveAttribute('id', 'segment-name');
    await expect(input).toHaveAttribute('aria-describedby', 'segment-name-description segment-name-error');
  },
};

const medalLabel = adminMessages.badges.medalType;
const medalRequired = fieldErrorText(medalLabel, messages.validation.required);

/** Any control fits the frame: a select, disabled here, keeps its label and its error. */
export const DisabledSelect: Story = {
  args: {
    label: medalLabel,
    errorText: medalRequired,
    children: (control: FieldControlProps) => (
      <select {...control} disabled className={fieldControlClass}>
        <option value="">{adminMessages.badges.medalTypeNone}</option>
        <option value="1">{medalNames[1]}</option>
      </select>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: medalLabel });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(medalRequired ?? '');
  },
};
