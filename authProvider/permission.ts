/**
 * The KubeVela permission rule, shared by the console (to hide what a user may not do) and the
 * sandbox server (to refuse it). Pure: no I/O, no framework.
 *
 * A resource is a chain of `type:value` segments joined by `/`. A segment without a value means `*`;
 * a pattern segment whose type is `*` matches the rest of the chain. A request value `?` matches any
 * pattern value. Deny wins over allow; nothing applying means denied.
 */
export interface PermissionRule {
  name?: string;
  effect?: string;
  actions?: string[] | null;
  resources?: string[] | null;
}

export interface UserPermissions {
  platformPermissions?: PermissionRule[] | null;
  projectPermissions?: Record<string, PermissionRule[] | null> | null;
}

export interface PermissionRequest {
  action: string;
  resource: string;
  /** A project name, `?` for any of the user's projects, or nothing for platform scope. */
  project?: string;
}

interface Segment {
  type: string;
  value: string;
}

export function parseResource(resource: string): Segment[] {
  return resource
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const [type, value] = part.split(':');
      return { type, value: value || '*' };
    });
}

export function resourceMatches(pattern: string, resource: string): boolean {
  const wanted = parseResource(pattern);
  const asked = parseResource(resource);
  for (let i = 0; i < wanted.length; i++) {
    const p = wanted[i];
    if (p.type === '*') return true;
    const r = asked[i];
    if (!r || p.type !== r.type) return false;
    if (p.value !== '*' && p.value !== r.value && r.value !== '?') return false;
  }
  return wanted.length === asked.length;
}

function ruleApplies(rule: PermissionRule, action: string, resource: string): boolean {
  const actions = rule.actions ?? [];
  const actionOk = actions.includes('*') || actions.includes(action);
  return actionOk && (rule.resources ?? []).some((pattern) => resourceMatches(pattern, resource));
}

/** Deny wins; otherwise an applying allow (or empty effect) grants; otherwise denied. */
export function rulesAllow(rules: PermissionRule[], action: string, resource: string): boolean {
  const applying = rules.filter((rule) => ruleApplies(rule, action, resource));
  if (applying.some((rule) => rule.effect?.toLowerCase() === 'deny')) return false;
  return applying.some((rule) => !rule.effect || rule.effect.toLowerCase() === 'allow');
}

function rulesFor(user: UserPermissions, project?: string): PermissionRule[] {
  const platform = user.platformPermissions ?? [];
  const byProject = user.projectPermissions ?? {};
  if (!project) return platform;
  if (project === '?') return [...platform, ...Object.values(byProject).flatMap((rules) => rules ?? [])];
  return [...platform, ...(byProject[project] ?? [])];
}

/** The console's check: no request is allowed, no permissions is denied. */
export function checkPermission(
  request: PermissionRequest | undefined,
  user: UserPermissions | undefined,
): boolean {
  if (!request) return true;
  if (!user) return false;
  const rules = rulesFor(user, request.project);
  if (rules.length === 0) return false;
  return rulesAllow(rules, request.action, request.resource);
}
