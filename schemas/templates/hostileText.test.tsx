import { screen } from '@testing-library/react';
import type { UIParam, VelaUiType } from '../types';
import { renderVelaForm } from '../test/renderVelaForm';

// UI schemas are server data: labels, descriptions and option labels must be drawn as text.
const MARKUP = '<img src=x onerror=alert(1)>';
const MARKDOWN_LINK = '[docs](javascript:alert(1))';

const kinds: VelaUiType[] = ['Input', 'Password', 'Number', 'Switch', 'Strings', 'ImageInput', 'KV'];

const hostile = (jsonKey: string, uiType: VelaUiType): UIParam => ({
  jsonKey,
  uiType,
  label: `${MARKUP} ${jsonKey}`,
  description: `${MARKDOWN_LINK} ${jsonKey}`,
  // Required, so none is folded behind Advanced Parameters.
  validate: { required: true },
});

describe('hostile text in a UI schema', () => {
  it('stays text in labels, descriptions and nested titles', async () => {
    const { container } = renderVelaForm([
      ...kinds.map((kind) => hostile(kind.toLowerCase(), kind)),
      {
        ...hostile('select', 'Select'),
        validate: { required: true, options: [{ label: MARKUP, value: 'a' }] },
      },
      { ...hostile('group', 'Group'), subParameters: [hostile('inner', 'Input')] },
      { ...hostile('structs', 'Structs'), subParameters: [hostile('row', 'Input')] },
    ]);
    expect(await screen.findByText(`${MARKDOWN_LINK} input`)).toBeInTheDocument();
    for (const key of [...kinds.map((kind) => kind.toLowerCase()), 'select', 'group', 'structs']) {
      expect(screen.getAllByText(`${MARKUP} ${key}`, { exact: false }).length, key).toBeGreaterThan(0);
      expect(screen.getByText(`${MARKDOWN_LINK} ${key}`), key).toBeInTheDocument();
    }
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
