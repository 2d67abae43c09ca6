import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { signIn } from './pages';

type UnitRow = { unit_id: number; unit_name: string; total_points: number };
type UnitFilters = { data: { name: string; label: string; options: { value: string; label: string }[] }[] };

const title = 'Manage units';
const shownNames = (page: Page) => page.getByRole('table', { name: title }).getByRole('rowheader');

/** What GET /unit/search answers the admin for a query: the page compares its rows with it. */
async function searchAsAdmin(request: APIRequestContext, query: string): Promise<UnitRow[]> {
  const admin = await apiSignIn(request, 'admin');
  const answer = await request.get(`/api/unit/search?${query}`, { headers: admin.headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: UnitRow[] }).data;
}

test('an admin reaches manage units from the home, searches, filters, narrows by points, sorts and opens a unit', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const names = async (query: string) => (await searchAsAdmin(request, query)).map((row) => row.unit_name);
  const all = await searchAsAdmin(request, '');
  expect(all.length).toBeGreaterThan(2);
  await signIn(page, 'admin');

  // The admin home's "Learning units" group (002 section 2) leads here.
  await page.goto('/#/segment-admin/home');
  await page.getByRole('region', { name: 'Learning units' }).getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/#\/segment-admin\/manage-units$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shownNames(page)).toHaveText(all.map((row) => row.unit_name));

  // Search by name: the term goes to the address once typing stops.
  const searchbox = page.getByRole('searchbox', { name: 'Search by name' });
  await searchbox.fill('safe');
  await expect(page).toHaveURL(/manage-units\?term=safe(&|$)/);
  await expect(shownNames(page)).toHaveText(await names('term=safe'));
  // Back returns to the whole list, and the box follows the address instead of searching again.
  await page.goBack();
  await expect(searchbox).toHaveValue('');
  await expect(shownNames(page)).toHaveText(all.map((row) => row.unit_name));
  await page.waitForTimeout(600);
  await expect(page).not.toHaveURL(/term=/);

  // Status, as the other admin lists: the draft units only.
  // The status boxes follow the address: checked once the list for it has loaded.
  const draft = page.getByRole('checkbox', { name: 'Draft' });
  await draft.click();
  await expect(page).toHaveURL(/status=1/);
  await expect(draft).toBeChecked();
  const drafts = await names('filters[]=status:1');
  expect(drafts.length).toBeLessThan(all.length);
  await expect(shownNames(page)).toHaveText(drafts);
  await draft.click();
  await expect(draft).not.toBeChecked();
  await expect(shownNames(page)).toHaveText(all.map((row) => row.unit_name));

  // A filter group's checkbox: the first option that keeps some units but not all.
  const admin = await apiSignIn(request, 'admin');
  const filters = (await (
    await request.get('/api/unit/search/filters', { headers: admin.headers })
  ).json()) as UnitFilters;
  let narrowing:
    | { group: string; label: string; option: { value: string; label: string }; names: string[] }
    | undefined;
  for (const group of filters.data) {
    for (const option of group.options) {
      const found = await names(`filters[]=${group.name}:${option.value}`);
      if (found.length > 0 && found.length < all.length) {
        narrowing = { group: group.name, label: group.label, option, names: found };
        break;
      }
    }
    if (narrowing) break;
  }
  if (!narrowing) throw new Error('No unit filter narrows the demo units');
  const sidebar = page.getByRole('region', { name: 'Filters' });
  await sidebar.getByRole('group', { name: narrowing.label }).getByLabel(narrowing.option.label).check();
  await expect(page).toHaveURL(new RegExp(`filter=${narrowing.group}%3A${narrowing.option.value}`));
  await expect(shownNames(page)).toHaveText(narrowing.names);
  await sidebar.getByRole('button', { name: 'Clear all' }).click();
  await expect(shownNames(page)).toHaveText(all.map((row) => row.unit_name));

  // The points slider, by keyboard: 0 leaves no unit; up to the smallest unit's points keeps the units worth that.
  const slider = page.getByRole('slider', { name: 'Points up to' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/points=0/);
  await expect(page.getByText('No unit matches this search and these filters.')).toBeVisible();
  const smallest = Math.min(...all.map((row) => row.total_points));
  for (let step = 0; step < smallest; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`points=${smallest}`));
  await expect(shownNames(page)).toHaveText(await names(`max_points=${smallest}`));
  await page.keyboard.press('End');
  await expect(page).not.toHaveURL(/points=/);
  await expect(shownNames(page)).toHaveText(all.map((row) => row.unit_name));

  // Sorts: units' created date (newest first), then Z-A, which this browser remembers.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: "Units' Created Date" });
  await expect(page).toHaveURL(/sort=created/);
  await expect(shownNames(page)).toHaveText(await names('order_by=created_date&sort_by=desc'));
  await sort.selectOption({ label: 'Reverse Alphabetical' });
  await expect(page).toHaveURL(/sort=z-a/);
  const reversed = await searchAsAdmin(request, 'sort_by=desc');
  await expect(shownNames(page)).toHaveText(reversed.map((row) => row.unit_name));
  await page.goto('/#/segment-admin/home');
  await page.goto('/#/segment-admin/manage-units');
  await expect(sort).toHaveValue('z-a');
  await expect(shownNames(page)).toHaveText(reversed.map((row) => row.unit_name));

  // A row opens its unit's editor, which closes back to manage units (exit 1).
  const [first] = reversed;
  if (!first) throw new Error('No unit');
  await page.getByRole('link', { name: first.unit_name }).click();
  await expect(page).toHaveURL(new RegExp(`#/segment-admin/units/${first.unit_id}/edit\\?exit=1$`));
});
