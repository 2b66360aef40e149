import type { components } from '../../contract/api';

export type Role = components['schemas']['v1.RoleBase'] & { id: string };
export type Permission = components['schemas']['v1.PermissionBase'] & { id: string };
