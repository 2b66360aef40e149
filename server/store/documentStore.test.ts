import { DocumentStore, DuplicateRecordError, MissingRecordError } from './documentStore';

const project = (name: string, owner = 'admin') => ({
  name,
  alias: name,
  description: '',
  owner,
  namespace: name,
});

const cluster = (name: string) => ({
  name,
  alias: '',
  description: '',
  status: '',
  apiServerURL: '',
  labels: {},
});

describe('DocumentStore', () => {
  let clock = 0;
  let store: DocumentStore;
  beforeEach(() => {
    clock = Date.parse('2025-01-01T00:00:00Z');
    store = new DocumentStore(':memory:', () => new Date(clock));
  });
  afterEach(() => store.close());

  it('inserts, reads, updates and deletes records with their times', () => {
    const created = store.insert('project', 'a', project('a'));
    expect(created.createTime).toBe('2025-01-01T00:00:00.000Z');
    clock += 1000;
    const updated = store.update('project', 'a', { ...created, alias: 'A' });
    expect(updated).toMatchObject({
      alias: 'A',
      createTime: '2025-01-01T00:00:00.000Z',
      updateTime: '2025-01-01T00:00:01.000Z',
    });
    expect(store.get('project', 'a')).toEqual(updated);
    expect(store.delete('project', 'a')).toBe(true);
    expect(store.delete('project', 'a')).toBe(false);
    expect(store.get('project', 'a')).toBeUndefined();
  });

  it('refuses a duplicate key and an update of a missing record', () => {
    store.insert('project', 'a', project('a'));
    expect(() => store.insert('project', 'a', project('a'))).toThrow(DuplicateRecordError);
    expect(() => store.update('project', 'b', project('b'))).toThrow(MissingRecordError);
  });

  it('keeps kinds apart, filters on body fields and orders by creation', () => {
    store.insert('project', 'a', project('a', 'alice'));
    clock += 1;
    store.insert('project', 'b', project('b', 'bob'));
    store.insert('project', 'c', project('c', 'alice'));
    store.insert('user', 'a', {
      name: 'a',
      alias: '',
      email: '',
      password: '',
      userRoles: [],
      disabled: true,
    });
    expect(store.list('project').map((p) => p.name)).toEqual(['a', 'b', 'c']);
    expect(store.list('project', { order: 'newest' }).map((p) => p.name)).toEqual(['c', 'b', 'a']);
    expect(store.list('project', { where: { owner: 'alice' } }).map((p) => p.name)).toEqual(['a', 'c']);
    expect(store.count('user', { disabled: true })).toBe(1);
    expect(store.deleteWhere('project', { owner: 'alice' })).toBe(2);
    expect(store.count('project')).toBe(1);
  });

  it('rolls a failed transaction back completely', () => {
    expect(() =>
      store.transaction(() => {
        store.insert('project', 'a', project('a'));
        store.insert('project', 'a', project('a'));
      }),
    ).toThrow(DuplicateRecordError);
    expect(store.count('project')).toBe(0);
  });

  it('lets a forced create time decide the order', () => {
    store.insert('cluster', 'x', cluster('x'));
    store.insert('cluster', 'local', cluster('local'), '2999-01-01T00:00:00.000Z');
    expect(store.list('cluster', { order: 'newest' }).map((c) => c.name)).toEqual(['local', 'x']);
  });

  describe('the whole-kind list, read once until the kind is written', () => {
    const aliases = () => store.list('project').map((p) => p.alias);

    it('shows every insert, update and delete in the next list', () => {
      store.insert('project', 'a', project('a'));
      expect(aliases()).toEqual(['a']);
      store.insert('project', 'b', project('b'));
      store.update('project', 'a', { ...store.require('project', 'a'), alias: 'A' });
      expect(aliases()).toEqual(['A', 'b']);
      expect(store.list('project', { order: 'newest' }).map((p) => p.name)).toEqual(['b', 'a']);
      store.delete('project', 'b');
      expect(aliases()).toEqual(['A']);
      store.wipe();
      expect(aliases()).toEqual([]);
    });

    it('forgets what a rolled-back transaction wrote', () => {
      store.insert('project', 'a', project('a'));
      expect(() =>
        store.transaction(() => {
          store.insert('project', 'b', project('b'));
          expect(aliases()).toEqual(['a', 'b']);
          throw new Error('undo');
        }),
      ).toThrow('undo');
      expect(aliases()).toEqual(['a']);
    });

    it('hands out records no caller can change in place, and lists a caller may reorder', () => {
      store.insert('project', 'a', project('a'));
      store.insert('project', 'b', project('b'));
      const [first] = store.list('project');
      expect(() => Object.assign(first, { alias: 'changed' })).toThrow(TypeError);
      store.list('project').reverse();
      expect(aliases()).toEqual(['a', 'b']);
    });
  });

  describe('values remembered until a record is written', () => {
    const names = () =>
      store
        .list('project')
        .map((p) => p.name)
        .join(',');

    it('computes a value once, and again after any write of any kind', () => {
      store.insert('project', 'a', project('a'));
      const compute = vi.fn(names);
      expect(store.remember('names', compute)).toBe('a');
      expect(store.remember('names', compute)).toBe('a');
      expect(compute).toHaveBeenCalledTimes(1);
      store.insert('project', 'b', project('b'));
      expect(store.remember('names', compute)).toBe('a,b');
      store.insert('cluster', 'x', cluster('x'));
      store.remember('names', compute);
      store.delete('project', 'a');
      expect(store.remember('names', compute)).toBe('b');
      expect(compute).toHaveBeenCalledTimes(4);
    });

    it('forgets a value computed inside a rolled-back transaction', () => {
      store.insert('project', 'a', project('a'));
      expect(() =>
        store.transaction(() => {
          store.insert('project', 'b', project('b'));
          expect(store.remember('names', names)).toBe('a,b');
          throw new Error('undo');
        }),
      ).toThrow('undo');
      expect(store.remember('names', names)).toBe('a');
    });

    it('keeps a bounded number of values, dropping the oldest', () => {
      for (let i = 0; i < 17; i++) store.remember(`value ${i}`, () => i);
      const compute = vi.fn(() => -1);
      expect(store.remember('value 16', compute)).toBe(16);
      expect(store.remember('value 0', compute)).toBe(-1);
      expect(compute).toHaveBeenCalledTimes(1);
    });
  });
});
