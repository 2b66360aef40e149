/**
 * The list frame's promises, checked once over every list screen (docs/ARCHITECTURE.md, "Building a
 * screen"): a skeleton while loading, the empty text, a failure with Retry that asks again, filters in
 * the URL, paging. A screen joins by adding a row to src/test/conformanceScreens.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { statusError } from '@dataProvider/apiError';
import { features } from '@src/features';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import {
  drawScreen,
  listScreens,
  NOT_LIST_FRAMES,
  registeredLists,
  rowNames,
  words,
} from '@src/test/conformanceScreens';
import type { ListScreen } from '@src/test/conformanceScreens';

const plural = (resource: string) => words(`resources.${resource}.name`, { smart_count: 2 });

/** The screen's own empty text (a catalog key, or a declaration's words), else the kit's. */
function emptyText(row: ListScreen) {
  if (row.emptyKey) return words(row.emptyKey);
  const declared = features.find((feature) => feature.resource?.name === row.resource)?.declaration;
  return (
    declared?.texts?.empty?.en ??
    words('vela.kit.list.empty', { name: plural(row.resource).toLocaleLowerCase() })
  );
}

/** A row is drawn: its name shows (in its name cell, and maybe in others such as a namespace). */
const shown = async (name: string) =>
  expect(await screen.findAllByText(name, { exact: false })).not.toEqual([]);

beforeEach(signIn);

it('has a row for every list of the registry, or says why its list is not a list frame', () => {
  const covered = new Set([
    ...listScreens.map((row) => 'list' in row.page && row.page.list),
    ...Object.keys(NOT_LIST_FRAMES),
  ]);
  expect(registeredLists().filter((name) => !covered.has(name))).toEqual([]);
});

describe.each(listScreens)('the list of $resource at $path', (row) => {
  it('draws a skeleton named after the list until the first page is there', async () => {
    drawScreen(row);
    expect(
      await screen.findByRole('progressbar', {
        name: words('vela.kit.list.loading', { name: plural(row.resource) }),
      }),
    ).toBeInTheDocument();
    await shown('row-01');
  });

  it('says there is nothing, without a table or a pager, when the load returns nothing', async () => {
    drawScreen(row, []);
    expect(await screen.findByText(emptyText(row))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();
  });

  it('shows a failed load with a Retry that asks again and then shows the rows', async () => {
    const { user, dataProvider } = drawScreen(row);
    const answer = dataProvider.getList.getMockImplementation();
    dataProvider.getList.mockImplementation(
      delayed((resource: string, params: never) => {
        if (resource === row.resource) throw statusError(503);
        return answer?.(resource, params);
      }) as never,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words('vela.kit.list.loadFailed', { name: plural(row.resource) }));
    await allAnswersShown();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();
    const asked = dataProvider.getList.mock.calls.filter(([resource]) => resource === row.resource).length;
    if (answer) dataProvider.getList.mockImplementation(answer);
    await user.click(within(alert).getByRole('button', { name: words('vela.kit.error.retry') }));
    await shown('row-01');
    expect(
      dataProvider.getList.mock.calls.filter(([resource]) => resource === row.resource).length,
    ).toBeGreaterThan(asked);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages through the rows, the page in the URL', async () => {
    const perPage = row.perPage ?? 10;
    const names = rowNames(perPage + 2);
    const { user } = drawScreen(row, names);
    await shown(names[0]);
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await shown(names[perPage + 1]);
    expect(screen.queryAllByText(names[0], { exact: false })).toEqual([]);
    expect(currentPath()).toMatch(/page=2/);
  });

  it.runIf(row.filter)('writes its filter to the URL and asks with it', async () => {
    const { labelKey, source } = row.filter ?? { labelKey: '', source: '' };
    const { user, dataProvider } = drawScreen(row);
    await shown('row-01');
    await user.type(await screen.findByRole('textbox', { name: words(labelKey) }), 'row-0');
    await waitFor(() => expect(decodeURIComponent(currentPath())).toContain(`"${source}":"row-0"`));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        row.resource,
        expect.objectContaining({ filter: expect.objectContaining({ [source]: 'row-0' }) }),
      ),
    );
  });
});
