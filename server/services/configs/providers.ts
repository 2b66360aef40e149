/**
 * Terraform providers: a config from a `terraform-<cloud>` template sets one up. The real server
 * lists every provider of the platform, whichever project asks.
 */
import type { Schemas, ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import { findTemplate } from './templates';

export type TerraformProvider = Schemas['v1.TerraformProvider'];

const terraformPrefix = 'terraform-';

/** The region property (e.g. ALICLOUD_REGION) as entered, else the template's default. */
function regionOf(config: Stored<'config'>): string {
  const schema = findTemplate(config.template, config.templateNamespace)?.schema.properties ?? {};
  const key = Object.keys(schema).find((name) => /region/i.test(name));
  if (!key) return '';
  return String(config.properties[key] ?? schema[key].default ?? '');
}

export function listTerraformProviders(ctx: ServiceContext): { providers: TerraformProvider[] } {
  const providers = ctx.store
    .list('config')
    .filter((config) => config.template.startsWith(terraformPrefix))
    .map((config) => ({
      name: config.name,
      provider: config.template.slice(terraformPrefix.length),
      region: regionOf(config),
      createTime: config.createTime,
    }));
  return { providers };
}
