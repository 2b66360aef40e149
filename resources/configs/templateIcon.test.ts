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
import { templateIcon } from './templateIcon';

describe('the icon of a config template', () => {
  it.each([
    ['helm-repository', SailingIcon],
    ['image-registry', LayersIcon],
    ['config-image-registry', LayersIcon],
    ['dex-connector', VpnKeyIcon],
    ['git', CommitIcon],
    ['gitlab-token', CommitIcon],
    ['terraform-alibaba', CloudIcon],
    ['terraform-aws', CloudIcon],
    ['terraform-azure', CloudIcon],
    ['terraform-custom', TerrainIcon],
    ['nacos-server', DeviceHubIcon],
    ['grafana', InsightsIcon],
    ['loki', SubjectIcon],
    ['prometheus-server', LocalFireDepartmentIcon],
    ['something-else', TuneIcon],
  ])('%s shows its kind', (name, icon) => {
    expect(templateIcon(name)).toBe(icon);
  });
});
