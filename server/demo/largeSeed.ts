/**
 * A "large" sandbox for measuring list speed: many applications in project default, made through the
 * same service as a user's requests. Never deployed, so the cost is the records, not the runtime.
 */
import type { ServiceContext } from '../context';
import { createApplication } from '../services/applications/applications';

export function seedManyApplications(ctx: ServiceContext, count: number): void {
  ctx.store.transaction(() => {
    for (let i = 0; i < count; i++) {
      const name = `bulk-app-${String(i).padStart(5, '0')}`;
      if (ctx.store.get('application', name)) continue;
      createApplication(
        ctx,
        {
          name,
          alias: `Bulk app ${i}`,
          description: 'Generated to measure list speed.',
          icon: '',
          labels: { tier: i % 2 === 0 ? 'frontend' : 'backend' },
          project: 'default',
          envBindings: ['default'],
          component: {
            name,
            alias: '',
            description: '',
            icon: '',
            labels: {},
            componentType: 'webservice',
            properties: JSON.stringify({ image: 'nginx:1.25', ports: [{ port: 80, expose: true }] }),
            dependsOn: [],
            inputs: [],
            outputs: [],
            traits: [],
          },
        },
        'admin',
      );
    }
  });
}
