import { Button } from '@segno/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component, type ComponentType, type ReactNode, useState } from 'react';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { lazyWidget } from './lazy-widget';

type Behaviour = 'loads' | 'fails once' | 'throws when shown';

function Arrived() {
  return <h2 className="text-lg font-semibold">The widget arrived</h2>;
}

function Broken(): ReactNode {
  throw new Error('The widget itself is broken.');
}

/** A widget's code as the network gives it: at once, after one dropped connection, or code that fails. */
function loadFor(behaviour: Behaviour): () => Promise<ComponentType> {
  let attempts = 0;
  return async () => {
    attempts += 1;
    if (behaviour === 'fails once' && attempts === 1) {
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return behaviour === 'throws when shown' ? Broken : Arrived;
  };
}

/** Stands for the route's error screen, which an error other than a failed load reaches. */
class RouteErrorStandIn extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.message ? <p role="alert">Error screen: {this.state.message}</p> : this.props.children;
  }
}

/** A button that asks for a widget loaded on demand, and forgets it when its code could not be fetched. */
function OnDemand({ behaviour }: { behaviour: Behaviour }) {
  const [Widget] = useState(() => lazyWidget('The practice widget', loadFor(behaviour)));
  const [isWanted, setIsWanted] = useState(false);
  return (
    <RouteErrorStandIn>
      <main className="grid justify-items-start gap-4 p-4">
        <Button onClick={() => setIsWanted(true)}>Show the widget</Button>
        {isWanted && <Widget onLoadFailed={() => setIsWanted(false)} />}
      </main>
    </RouteErrorStandIn>
  );
}

const meta = {
  title: 'Screens/Header widgets on demand',
  component: OnDemand,
  args: { behaviour: 'loads' },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
} satisfies Meta<typeof OnDemand>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's code is fetched when it is first wanted. */
export const Loads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the widget' }));
    await expect(await canvas.findByRole('heading', { name: 'The widget arrived' })).toBeVisible();
    await expect(console.warn).not.toHaveBeenCalled();
  },
};

/** A dropped connection: nothing shows, the page stays, the failure is reported; asking again fetches again. */
export const FailedLoad: Story = {
  args: { behaviour: 'fails once' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole('button', { name: 'Show the widget' });
    await userEvent.click(show);
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        'The practice widget could not be loaded.',
        expect.any(TypeError),
      ),
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(show);
    await expect(await canvas.findByRole('heading', { name: 'The widget arrived' })).toBeVisible();
  },
};

/** Only a failed load is absorbed: a widget that breaks reaches the error screen as any other error does. */
export const BrokenWidget: Story = {
  args: { behaviour: 'throws when shown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the widget' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The widget itself is broken.');
    await expect(console.warn).not.toHaveBeenCalled();
  },
};
