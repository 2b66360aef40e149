import type { components } from '../../contract/api';

export type SystemInfo = components['schemas']['v1.SystemInfoResponse'];

export interface BrowserInfo {
  language: string;
  nameAndVersion: string;
  screenWidth: number;
  screenHeight: number;
}

// Most specific first: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [name: string, version: RegExp][] = [
  ['Edge', /Edg\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /Chrome\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

/** `Chrome 131.0.0.0`, from a user agent string; `unknown` when none of the common browsers matches. */
export function browserNameAndVersion(userAgent: string): string {
  for (const [name, version] of BROWSERS) {
    const match = version.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'unknown';
}

/** What the specification lets a report say about the browser: language, name and version, screen size. */
export function currentBrowser(): BrowserInfo {
  return {
    language: navigator.language,
    nameAndVersion: browserNameAndVersion(navigator.userAgent),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  };
}

/** The report: the platform's id, version and statistics, and the browser; nothing about users or data. */
export function telemetryPayload(info: SystemInfo, browserInfo: BrowserInfo) {
  const statistics = info.statisticInfo;
  return {
    platformID: info.platformID,
    installTime: info.installTime,
    version: `${info.systemVersion.velaVersion}/${info.systemVersion.gitVersion}`,
    clusterCount: statistics?.clusterCount ?? '',
    appCount: statistics?.appCount ?? '',
    enableAddonList: statistics?.enableAddonList ?? {},
    componentDefinitionTopList: statistics?.componentDefinitionTopList ?? [],
    traitDefinitionTopList: statistics?.traitDefinitionTopList ?? [],
    workflowStepDefinitionTopList: statistics?.workflowDefinitionTopList ?? [],
    policyDefinitionTopList: statistics?.policyDefinitionTopList ?? [],
    browserInfo,
  };
}
