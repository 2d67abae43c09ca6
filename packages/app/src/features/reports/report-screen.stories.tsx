import { messages, reportMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo, demoUserId } from '../../testing/demo-fetch';
import { demoSegmentList } from '../../testing/demo-learning-responses';
import {
  demoReportFetch,
  demoReportRequests,
  demoReportViews,
  withDemoReportWorld,
} from '../../testing/demo-report-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Reports dashboard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/report-dashboard/overview' },
  beforeEach: [signedInAs('admin'), withDemoReportWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = reportMessages.screens;
const widgets = reportMessages.widgets;
const storePath = '/report-dashboard/region/1/district/1/store/1';
/** The store's report call. */
const storeCall = '/report/region/1/district/1/store/1';
const managerId = demoUserId('manager');

/** The rows the demo answers for a report call (as `username`): what the table must show. */
async function expectedNames(path: string, username = 'admin'): Promise<string[]> {
  const request = new Request(new URL(`/api${path}`, window.location.origin));
  const answer = await demoReportFetch(demo, request, demoUserId(username));
  const text = (await answer?.text()) ?? '';
  const body = JSON.parse(text || '{}') as { data?: { name: string }[] };
  if (!body.data) throw new Error(`GET ${path} answered ${answer?.status}: ${text.slice(0, 200)}`);
  return body.data.map((row) => row.name);
}

/** The names in the report table's body rows (the totals row, in the footer, left out). */
function shownNames(canvasElement: HTMLElement, caption: string): string[] {
  const table = within(canvasElement).getByRole('table', { name: caption });
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('th, td')?.textContent ?? '');
}

/** A reporting user's overview: a row per region with drill-down links, the charts, breadcrumbs, saved views. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.overviewTitle }, loaded),
    ).toBeVisible();
    await waitFor(
      async () =>
        expect(shownNames(canvasElement, texts.captions.overview)).toEqual(await expectedNames('/report')),
      loaded,
    );
    await expect(
      await canvas.findByRole('figure', { name: widgets.charts.medalsTitle }, loaded),
    ).toBeVisible();
    await expect(await canvas.findByText(widgets.views.none, {}, loaded)).toBeVisible();
    // Drill down: each region's row links to its districts.
    await expect(canvas.getByRole('link', { name: 'Northeast' })).toHaveAttribute(
      'href',
      '#/report-dashboard/region/1',
    );
    await expect(canvas.getByRole('link', { name: 'West' })).toHaveAttribute(
      'href',
      '#/report-dashboard/region/2',
    );
  },
};

/**
 * A district's stores, filtered to self-subscribed learners: the breadcrumbs lead back up the hierarchy and the
 * store rows down to the learners, both keeping the filter.
 */
export const District: Story = {
  args: { path: '/report-dashboard/region/1/district/1?filter_subscription=self' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Boston Metro' }, loaded),
    ).toBeVisible();
    await waitFor(
      async () =>
        expect(shownNames(canvasElement, texts.captions.district)).toEqual(
          await expectedNames('/report/region/1/district/1?filter_subscription=self'),
        ),
      loaded,
    );
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Reporting dashboard' })).toHaveAttribute(
      'href',
      '#/report-dashboard/overview?filter_subscription=self',
    );
    await expect(crumbs.getByRole('link', { name: 'Northeast' })).toHaveAttribute(
      'href',
      '#/report-dashboard/region/1?filter_subscription=self',
    );
    await expect(crumbs.queryByRole('link', { name: 'Boston Metro' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Boston Downtown' })).toHaveAttribute(
      'href',
      `#${storePath}?filter_subscription=self`,
    );
    await expect(canvas.getByRole('combobox', { name: texts.filters.subscription })).toHaveValue('self');
  },
};

/** A store's learners: sorted by score, highest first, with the header button; the keyboard flips it back. */
export const Store: Story = {
  args: { path: storePath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const caption = texts.captions.store;
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Boston Downtown' }, loaded),
    ).toBeVisible();
    await waitFor(
      async () => expect(shownNames(canvasElement, caption)).toEqual(await expectedNames(storeCall)),
      loaded,
    );
    const score = canvas.getByRole('button', { name: widgets.table.columns.score });
    await userEvent.click(score);
    await waitFor(
      async () =>
        expect(shownNames(canvasElement, caption)).toEqual(
          await expectedNames(`${storeCall}?sort_column=score-asc`),
        ),
      loaded,
    );
    canvas.getByRole('button', { name: widgets.table.columns.score }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      async () =>
        expect(shownNames(canvasElement, caption)).toEqual(
          await expectedNames(`${storeCall}?sort_column=score-desc`),
        ),
      loaded,
    );
    await expect(canvas.getByRole('columnheader', { name: widgets.table.columns.score })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Learner rows link nowhere: a learner is the bottom of the hierarchy.
    const [first] = await expectedNames(storeCall);
    await expect(canvas.queryByRole('link', { name: first })).toBeNull();
  },
};

/**
 * A manager's team (20 learners): a quick run of Next, Previous, Next shows page 2 at once but asks for it
 * once, a second after the last click (001 section 9: report paging 1000 ms).
 */
export const Team: Story = {
  args: { path: `/team-reporting/${managerId}` },
  beforeEach: [signedInAs('manager'), withDemoReportWorld()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const caption = texts.captions.team;
    const teamPath = `/report/manager/${managerId}`;
    await waitFor(
      async () =>
        expect(shownNames(canvasElement, caption)).toEqual(await expectedNames(teamPath, 'manager')),
      loaded,
    );
    // The page's list calls (the app sends type=list; the expectations above ask the mock without it).
    const listCalls = () =>
      demoReportRequests.filter((call) => call.startsWith(teamPath) && call.includes('type=list'));
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(listCalls().length).toBe(before);
    await waitFor(
      async () =>
        expect(shownNames(canvasElement, caption)).toEqual(
          await expectedNames(`${teamPath}?page_number=2`, 'manager'),
        ),
      loaded,
    );
    await expect(listCalls().slice(before)).toEqual([expect.stringContaining('page_number=2')]);
  },
};

/** Filters live in the query string: choosing a region narrows the overview to it; Clear filters undoes it. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const caption = texts.captions.overview;
    const region = await canvas.findByRole('combobox', { name: texts.filters.region }, loaded);
    await waitFor(() => expect(within(region).getByRole('option', { name: 'West' })).toBeTruthy(), loaded);
    await userEvent.selectOptions(region, 'West');
    await waitFor(() => expect(shownNames(canvasElement, caption)).toEqual(['West']), loaded);
    await userEvent.click(canvas.getByRole('button', { name: texts.filters.clear }));
    await waitFor(
      async () => expect(shownNames(canvasElement, caption)).toEqual(await expectedNames('/report')),
      loaded,
    );
  },
};

/** The published segments by name (GET /segment), as the segment filter offers them after 'All segments'. */
const segments = demoSegmentList(demo, { limit: 100, offset: 0 }).data;
const segmentNames = segments.map((segment) => segment.name);
const segmentId = (name: string) => String(segments.find((segment) => segment.name === name)?.segment_id);

/** The `seg` of the page's latest report call of this type (list or graph), as sent. */
function lastSeg(type: 'list' | 'graph'): string | null | undefined {
  const call = demoReportRequests.findLast(
    (one) => new URLSearchParams(one.split('?')[1]).get('type') === type,
  );
  return call === undefined ? undefined : new URLSearchParams(call.split('?')[1]).get('seg');
}

/**
 * The segment filter (001 section 2: `seg`, the numbers of one segment): 'All segments', then the published
 * segments by name. Choosing one asks the list and the charts for that segment alone and keeps it down the
 * hierarchy; Clear filters returns to all segments.
 */
export const SegmentFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const segment = await canvas.findByRole('combobox', { name: texts.filters.segment }, loaded);
    await waitFor(
      () =>
        expect(
          within(segment)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual([texts.filters.anySegment, ...segmentNames]),
      loaded,
    );
    await expect(segment).toHaveValue('');
    await waitFor(() => expect(lastSeg('graph')).toBeNull(), loaded);
    const [, chosen = ''] = segmentNames;
    await userEvent.selectOptions(segment, chosen);
    await waitFor(() => expect(lastSeg('list')).toBe(segmentId(chosen)), loaded);
    await waitFor(() => expect(lastSeg('graph')).toBe(segmentId(chosen)), loaded);
    // The calls go out from the route's loader, before the page renders the new address.
    await waitFor(
      () =>
        expect(canvas.getByRole('combobox', { name: texts.filters.segment })).toHaveValue(segmentId(chosen)),
      loaded,
    );
    await expect(canvas.getByRole('link', { name: 'Northeast' })).toHaveAttribute(
      'href',
      `#/report-dashboard/region/1?seg=${segmentId(chosen)}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.filters.clear }));
    await waitFor(() => expect(lastSeg('list')).toBeNull(), loaded);
    await waitFor(
      () => expect(canvas.getByRole('combobox', { name: texts.filters.segment })).toHaveValue(''),
      loaded,
    );
  },
};

/**
 * A shared address with a segment opens with it chosen (once the segments arrive), asks for its numbers, and a
 * view saved from it keeps the segment in its address and filters.
 */
export const SegmentFromTheAddress: Story = {
  args: { path: `/report-dashboard/region/1?seg=${segmentId('Workplace Safety')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seg = segmentId('Workplace Safety');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Northeast' }, loaded)).toBeVisible();
    const segment = canvas.getByRole('combobox', { name: texts.filters.segment });
    await waitFor(() => expect(segment).toHaveValue(seg), loaded);
    await expect(within(segment).getByRole('option', { selected: true })).toHaveTextContent(
      'Workplace Safety',
    );
    await expect(lastSeg('list')).toBe(seg);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Reporting dashboard' })).toHaveAttribute(
      'href',
      `#/report-dashboard/overview?seg=${seg}`,
    );
    await userEvent.type(canvas.getByLabelText(widgets.views.nameLabel), 'Safety in the Northeast{Enter}');
    await expect(await canvas.findByText(widgets.views.saved, {}, loaded)).toBeVisible();
    await expect(demoReportViews(demoUserId('admin'))).toMatchObject([
      { url: `/report-dashboard/region/1?seg=${seg}`, filters: { seg } },
    ]);
  },
};

/** Saving a view; saving again under the same name asks the spec's question, and OK replaces it. */
export const SaveView: Story = {
  args: { path: `${storePath}?sort_column=score-desc` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const adminId = demoUserId('admin');
    const name = await canvas.findByLabelText(widgets.views.nameLabel, {}, loaded);
    await userEvent.type(name, 'Top scorers{Enter}');
    await expect(await canvas.findByText(widgets.views.saved, {}, loaded)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Top scorers' }, loaded)).toBeVisible();
    await expect(demoReportViews(adminId)).toMatchObject([
      { name: 'Top scorers', url: `${storePath}?sort_column=score-desc` },
    ]);
    await userEvent.type(canvas.getByLabelText(widgets.views.nameLabel), 'top SCORERS');
    await userEvent.click(canvas.getByRole('button', { name: widgets.views.save }));
    const [question] = reportMessages.replaceViewQuestion.split('\n');
    const dialog = await body.findByRole('alertdialog', { name: question }, loaded);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(demoReportViews(adminId)).toMatchObject([{ name: 'top SCORERS' }]), loaded);
    await expect(await canvas.findByRole('link', { name: 'top SCORERS' }, loaded)).toBeVisible();
  },
};

/** A store nobody works in yet: the table says there is nothing to report. */
export const Empty: Story = {
  args: { path: '/report-dashboard/region/2/district/3/store/5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oakland' }, loaded)).toBeVisible();
    await expect(await canvas.findByText(widgets.table.empty, {}, loaded)).toBeVisible();
  },
};

/** An unknown region (404): the error page. */
export const NotFound: Story = {
  args: { path: '/report-dashboard/region/99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.errors.generic, {}, loaded)).toBeVisible();
  },
};

/** A learner may not read reports (403): the page says who may. */
export const Forbidden: Story = {
  beforeEach: [signedInAs('learner'), withDemoReportWorld()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(reportMessages.notAllowed, {}, loaded)).toBeVisible();
  },
};
