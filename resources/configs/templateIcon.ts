import CloudIcon from '@mui/icons-material/Cloud';
import CommitIcon from '@mui/icons-material/Commit';
import DeviceHubIcon from '@mui/icons-material/DeviceHub';
import InsightsIcon from '@mui/icons-material/Insights';
import LayersIcon from '@mui/icons-material/Layers';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import SailingIcon from '@mui/icons-material/Sailing';
import SubjectIcon from '@mui/icons-material/Subject';
import TerrainIcon from '@mui/icons-material/Terrain';
import TuneIcon from '@mui/icons-material/Tune';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type SvgIcon from '@mui/material/SvgIcon';

type Icon = typeof SvgIcon;

const CLOUD_VENDORS = [
  'alibaba',
  'aliyun',
  'aws',
  'azure',
  'baidu',
  'gcp',
  'google',
  'huawei',
  'ibm',
  'oracle',
  'tencent',
  'ucloud',
  'volcengine',
];

/** Template kinds by a word of the template's name, first match wins (cloud vendors before terraform). */
const KINDS: [pattern: RegExp, icon: Icon][] = [
  [/helm/, SailingIcon],
  [/image-registry|docker/, LayersIcon],
  [/dex/, VpnKeyIcon],
  [/\bgit(hub|lab|ee)?\b/, CommitIcon],
  [new RegExp(`\\b(${CLOUD_VENDORS.join('|')})\\b`), CloudIcon],
  [/terraform/, TerrainIcon],
  [/nacos/, DeviceHubIcon],
  [/grafana/, InsightsIcon],
  [/loki/, SubjectIcon],
  [/prometheus/, LocalFireDepartmentIcon],
];

/** The icon of a config template in the template menu; a kind it does not know gets the menu's own icon. */
export function templateIcon(templateName: string): Icon {
  return KINDS.find(([pattern]) => pattern.test(templateName))?.[1] ?? TuneIcon;
}
