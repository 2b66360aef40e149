/**
 * Chinese, checked once over every list screen: drawn in Chinese, with its rows, a screen shows no text of
 * the English catalogs that Chinese translates, and no raw catalog key. A screen joins by adding a row to
 * src/test/conformanceScreens.tsx.
 */
import { screen } from '@testing-library/react';
import { features } from '@src/features';
import { enMessages } from '@src/i18n/catalogs/i18nProvider';
import { zhMessages } from '@src/i18n/catalogs/zhMessages';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { drawScreen, listScreens, rowNames } from '@src/test/conformanceScreens';

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

describe.each(listScreens)('the list of $resource at $path in Chinese', (row) => {
  it('shows no English left and no raw catalog key', async () => {
    const names = rowNames(2);
    drawScreen(row, names);
    expect(await screen.findAllByText(names[1], { exact: false })).not.toEqual([]);
    await allAnswersShown();
    const data = JSON.stringify(names.map((name) => row.record(name)));
    const strings = pageStrings(document.body).filter((text) => !data.includes(text));
    expect(strings.filter((text) => english.has(text))).toEqual([]);
    expect(strings.filter((text) => RAW_KEY.test(text))).toEqual([]);
  });
});
