import { matchingName } from './definitionSearch';

const definitions = [{ name: 'webservice' }, { name: 'worker' }, { name: 'k8s-objects' }];

describe('matchingName', () => {
  it('keeps every definition for an empty or blank search', () => {
    expect(matchingName(definitions, '')).toEqual(definitions);
    expect(matchingName(definitions, '   ')).toEqual(definitions);
  });

  it('keeps names containing the text, ignoring case and outer spaces', () => {
    expect(matchingName(definitions, ' W ')).toEqual([{ name: 'webservice' }, { name: 'worker' }]);
    expect(matchingName(definitions, 'objects')).toEqual([{ name: 'k8s-objects' }]);
  });

  it('finds nothing when no name contains the text', () => {
    expect(matchingName(definitions, 'helm')).toEqual([]);
  });
});
