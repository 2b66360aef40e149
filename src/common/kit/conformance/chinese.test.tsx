/**
 * Chinese, checked once over every list screen and drawer: drawn in Chinese, a screen (with its rows) or a
 * drawer shows no text of the English catalogs that Chinese translates, and no raw catalog key. A screen
 * joins by adding a row to src/test/conformanceScreens.tsx, a drawer to src/test/conformanceDrawers.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { features } from '@src/features';
import { enMessages } from '@src/i18n/catalogs/i18nProvider';
import { zhMessages } from '@src/i18n/catalogs/zhMessages';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { drawerCases } from '@src/test/conformanceDrawers';
import { drawScreen, listScreens, rowNames } from '@src/test/conformanceScreens';
import type { ListScreen } from '@src/test/conformanceScreens';

const RAW_KEY = /^[a-z]+(\.[a-zA-Z_]+)+$/;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** English texts Chinese translates, whole (no placeholder, no plural forms), as a page would show them. */
async function translatedEnglish() {
  const zh = new Map(leaves((await zhMessages(features)) as Tree));
  return new Set(
    leaves(enMessages(features) as Tree)
      .filter(([key, en]) => zh.get(key) !== en && !/%\{|\|\|\|\|/.test(en) && /[A-Za-z]{3}/.test(en))
      .map(([, en]) => en),
  );
}

/** Every string the page shows or names: its text nodes, and the names and hints of its elements. */
function pageStrings(root: HTMLElement) {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  root.querySelectorAll('[aria-label], [placeholder], [title]').forEach((element) => {
    for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
  });
  return texts.map((text) => text.trim()).filter(Boolean);
}

let english: Set<string>;

beforeAll(async () => {
  english = await translatedEnglish();
});

beforeEach(() => {
  signIn();
  localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
});

/** What the page shows beyond the rows' own data: none of it English that Chinese translates, nor a raw key. */
function expectAllChinese(row: ListScreen, names: string[]) {
  const data = JSON.stringify(names.map((name) => row.record(name)));
  const strings = pageStrings(document.body).filter((text) => !data.includes(text));
  expect(strings.filter((text) => english.has(text))).toEqual([]);
  expect(strings.filter((text) => RAW_KEY.test(text))).toEqual([]);
}

describe.each(listScreens)('the list of $resource at $path in Chinese', (row) => {
  it('shows no English left and no raw catalog key', async () => {
    const names = rowNames(2);
    drawScreen(row, names);
    expect(await screen.findAllByText(names[1], { exact: false })).not.toEqual([]);
    await allAnswersShown();
    expectAllChinese(row, names);
  });
});

describe.each(drawerCases)('the $drawer drawer of $resource in Chinese', (drawerCase) => {
  it('shows no English left and no raw catalog key', async () => {
    const row = listScreens.find((screenRow) => screenRow.resource === drawerCase.resource);
    if (!row) throw new Error(`no list screen of ${drawerCase.resource}`);
    drawScreen(row, ['row-00'], drawerCase.drawer === 'create' ? '#create' : '#edit/row-00');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).queryByRole('progressbar')).not.toBeInTheDocument());
    await allAnswersShown();
    expectAllChinese(row, ['row-00']);
  });
});
