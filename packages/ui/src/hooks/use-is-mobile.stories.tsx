import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useIsMobile } from './use-is-mobile';

/** Shows which layout the one mobile rule picks for the current viewport. */
function IsMobileProbe() {
  const isMobile = useIsMobile();
  return (
    <p data-state={isMobile ? 'mobile' : 'desktop'}>
      {isMobile ? 'Mobile layout' : 'Desktop layout'} at {window.innerWidth} x {window.innerHeight}
    </p>
  );
}

const meta = {
  title: 'Layout/UseIsMobile',
  component: IsMobileProbe,
} satisfies Meta<typeof IsMobileProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Desktop layout/)).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Mobile layout/)).toBeInTheDocument();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    // 768 x 1024: neither side is 600 px or less.
    await expect(within(canvasElement).getByText(/Desktop layout/)).toBeInTheDocument();
  },
};
