/**
 * Bench-only records for the console's other large lists: users, projects, clusters and environments,
 * written straight to the store (they are listed, never used), all sharing one password hash.
 */
import type { ServiceContext } from '../context';
import { hashPassword } from '../services/users/passwords';

const numbered = (prefix: string, i: number) => `${prefix}-${String(i).padStart(5, '0')}`;

export function seedManyListRecords(ctx: ServiceContext, count: number): void {
  const password = hashPassword(ctx, 'BulkUser12345');
  ctx.store.transaction(() => {
    for (let i = 0; i < count; i++) {
      const user = numbered('bulk-user', i);
      if (ctx.store.get('user', user)) continue;
      ctx.store.insert('user', user, {
        name: user,
        alias: `Bulk user ${i}`,
        email: `${user}@example.com`,
        password,
        userRoles: [],
        disabled: false,
      });
      const project = numbered('bulk-project', i);
      ctx.store.insert('project', project, {
        name: project,
        alias: `Bulk project ${i}`,
        description: 'Generated to measure list speed.',
        owner: 'admin',
        namespace: project,
      });
      const cluster = numbered('bulk-cluster', i);
      ctx.store.insert('cluster', cluster, {
        name: cluster,
        alias: `Bulk cluster ${i}`,
        description: 'Generated to measure list speed.',
        status: 'Healthy',
        apiServerURL: `https://10.0.${Math.floor(i / 250)}.${i % 250}:6443`,
        labels: {},
      });
      const env = numbered('bulk-env', i);
      ctx.store.insert('env', env, {
        name: env,
        alias: `Bulk env ${i}`,
        description: 'Generated to measure list speed.',
        project: 'default',
        namespace: env,
        targets: [],
      });
    }
  });
}
