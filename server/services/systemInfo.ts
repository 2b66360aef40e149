/**
 * The system-info singleton: platform id, login type, collection switch, dex defaults and the token
 * signing key. Created on first read, like the real server.
 */
import { randomBytes } from 'node:crypto';
import type { Schemas, ServiceContext } from '../context';
import { BusinessError, invalidField } from '../errors';
import type { Stored } from '../store/documentStore';
import type { ProjectRef } from '../store/records';

export type SystemInfoResponse = Schemas['v1.SystemInfoResponse'];

const singletonKey = 'default';
export const velaVersion = 'v1.10.0';
export const gitVersion = 'sandbox';
export const placeholderAddress = 'http://velaux.com';

function randomText(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function systemInfoRecord(ctx: ServiceContext): Stored<'systemInfo'> {
  const existing = ctx.store.get('systemInfo', singletonKey);
  if (existing) return existing;
  return ctx.store.insert('systemInfo', singletonKey, {
    installID: randomText(16),
    signedKey: randomText(32),
    enableCollection: true,
    loginType: 'local',
    velaAddress: '',
    dexUserDefaultProjects: [],
    dexUserDefaultPlatformRoles: [],
  });
}

export function loginType(ctx: ServiceContext): string {
  return systemInfoRecord(ctx).loginType || 'local';
}

function baseResponse(record: Stored<'systemInfo'>): SystemInfoResponse {
  return {
    platformID: record.installID,
    enableCollection: record.enableCollection,
    loginType: record.loginType || 'local',
    installTime: record.createTime,
    systemVersion: { velaVersion, gitVersion },
  };
}

export function getSystemInfo(ctx: ServiceContext): SystemInfoResponse {
  const record = systemInfoRecord(ctx);
  return {
    ...baseResponse(record),
    dexUserDefaultProjects: record.dexUserDefaultProjects,
    dexUserDefaultPlatformRoles: record.dexUserDefaultPlatformRoles,
    statisticInfo: {
      clusterCount: String(ctx.store.count('cluster')),
      appCount: String(ctx.store.count('application')),
      enableAddonList: {},
      componentDefinitionTopList: [],
      traitDefinitionTopList: [],
      workflowDefinitionTopList: [],
      policyDefinitionTopList: [],
      updateTime: ctx.now().toISOString(),
    },
  };
}

export interface SystemInfoInput {
  enableCollection: boolean;
  loginType: string;
  velaAddress?: string;
  dexUserDefaultProjects?: ProjectRef[];
}

function checkDexReady(ctx: ServiceContext): void {
  const connectors = ctx.store.list('config', { where: { template: 'dex-connector' } });
  if (connectors.length === 0) throw new BusinessError(12011);
  const admins = ctx.store.list('user').filter((user) => user.userRoles.includes('admin'));
  if (admins.some((admin) => admin.email === '')) throw new BusinessError(14010);
}

/** The response carries only the base fields, as the real server's does. */
export function updateSystemInfo(ctx: ServiceContext, input: SystemInfoInput): SystemInfoResponse {
  if (input.loginType !== 'local' && input.loginType !== 'dex') {
    throw invalidField('SystemInfoRequest', 'LoginType', 'oneof');
  }
  if (input.loginType === 'dex') checkDexReady(ctx);
  const record = systemInfoRecord(ctx);
  const updated = ctx.store.update('systemInfo', singletonKey, {
    ...record,
    enableCollection: input.enableCollection,
    loginType: input.loginType,
    velaAddress: input.velaAddress ?? record.velaAddress,
    dexUserDefaultProjects: input.dexUserDefaultProjects ?? record.dexUserDefaultProjects,
  });
  return baseResponse(updated);
}

/**
 * What a browser needs to send the user to dex. The client secret is used only by the server, in the
 * code exchange of POST /auth/login, so it goes out empty (the contract requires the field, not a
 * value); the real server sends it to anyone.
 */
export function dexConfig(ctx: ServiceContext): Schemas['v1.DexConfigResponse'] {
  const address = systemInfoRecord(ctx).velaAddress || placeholderAddress;
  return {
    clientID: 'velaux',
    clientSecret: '',
    issuer: `${address}/dex`,
    redirectURL: `${address}/callback`,
  };
}
