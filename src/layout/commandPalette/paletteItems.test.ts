import { rankSections, type PaletteItem, type PaletteSection } from './paletteItems';

const item = (id: string, label: string, hint?: string): PaletteItem => ({ id, label, hint, to: `/${id}` });

const pages: PaletteSection = {
  key: 'pages',
  heading: 'Pages',
  items: [
    item('applications', 'Applications', 'Continuous Delivery'),
    item('clusters', 'Clusters', 'Administrator'),
  ],
};
const environments: PaletteSection = {
  key: 'environments',
  heading: 'Environments',
  items: [item('dev', 'dev', 'Development · demo'), item('prod', 'prod', 'demo')],
};
const failed: PaletteSection = { key: 'addons', heading: 'Addons', items: [], error: new Error('503') };

const ids = (sections: PaletteSection[]) =>
  sections.map(({ key, items }) => [key, items.map(({ id }) => id)]);

describe('rankSections', () => {
  it('leaves everything in place without a search', () => {
    expect(rankSections([pages, environments, failed], ' ')).toEqual([pages, environments, failed]);
  });

  it('keeps the matching items, best first, and puts the section of the best match first', () => {
    // "dev" is a whole name there, and only scattered letters of "Continuous Delivery".
    expect(ids(rankSections([pages, environments], 'dev'))).toEqual([
      ['environments', ['dev']],
      ['pages', ['applications']],
    ]);
  });

  it('matches letters in order with gaps, and the hint too', () => {
    expect(ids(rankSections([pages, environments], 'clstr'))).toEqual([['pages', ['clusters']]]);
    expect(ids(rankSections([pages, environments], 'development'))).toEqual([['environments', ['dev']]]);
  });

  it('keeps a failed section whatever the search, to say that it failed', () => {
    expect(ids(rankSections([pages, failed], 'nothing-like-it'))).toEqual([['addons', []]]);
  });

  it('puts a pinned section with a match first, even when another matches better', () => {
    const starred: PaletteSection = {
      key: 'starred',
      heading: 'Starred',
      items: [item('dev-portal', 'dev-portal', 'Developer portal')],
      pinned: true,
    };
    expect(ids(rankSections([pages, environments, starred], 'dev'))).toEqual([
      ['starred', ['dev-portal']],
      ['environments', ['dev']],
      ['pages', ['applications']],
    ]);
    expect(ids(rankSections([pages, starred], 'clusters'))).toEqual([['pages', ['clusters']]]);
  });
});
