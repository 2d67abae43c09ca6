import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function pageNumbers(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(pageNumbers(canvasElement)).toEqual([1, 2, 3, 4, 5]);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(pageNumbers(canvasElement)).toEqual([2, 3, 4, 5, 6]);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByText('Page 5 of 12')).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  args: { defaultPage: 6 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveFocus();
    await expect(previous.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { defaultPage: 12 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageNumbers(canvasElement)).toEqual([8, 9, 10, 11, 12]);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const FewPages: Story = {
  args: { totalPages: 3, defaultPage: 2 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual([1, 2, 3]);
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Controlled: Story = {
  render: function ControlledPagination(args) {
    const [page, setPage] = useState(2);
    return (
      <div className="grid gap-2">
        <p>Showing results page {page}</p>
        <Pagination
          {...args}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Showing results page 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { defaultPage: 10, totalPages: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageNumbers(canvasElement)).toEqual([8, 9, 10, 11, 12]);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};
