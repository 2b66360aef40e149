import { createSandbox, expectOk } from '../testing';

describe('the bench seed of large lists', () => {
  it('adds that many users, projects, clusters and environments, listed and paged as the contract says', async () => {
    const sandbox = createSandbox({ largeSeedListRecords: 30 });
    try {
      const admin = await sandbox.login('admin');
      const lists = [
        ['/api/v1/users', 'users', 'bulk-user-'],
        ['/api/v1/projects', 'projects', 'bulk-project-'],
        ['/api/v1/clusters', 'clusters', 'bulk-cluster-'],
        ['/api/v1/envs', 'envs', 'bulk-env-'],
      ] as const;
      for (const [path, key, prefix] of lists) {
        const page = await admin.get<Record<string, unknown>>(`${path}?page=1&pageSize=100`);
        expectOk(page);
        const rows = page.body[key] as { name: string }[];
        expect(
          rows.filter((row) => row.name.startsWith(prefix)),
          path,
        ).toHaveLength(30);
        expect(page.body.total, path).toBeGreaterThanOrEqual(30);
      }
    } finally {
      await sandbox.close();
    }
  });
});
