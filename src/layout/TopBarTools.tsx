import { PanelBoundary } from '@src/common/kit/PanelBoundary';
import { CloudShellButton } from './cloudShell/CloudShellButton';
import { LanguageSwitch } from './LanguageSwitch';
import { LayoutModeToggle } from './LayoutModeToggle';
import type { LayoutMode } from './layoutMode';
import { SettingsButton } from './SettingsButton';

/** The layout, cloud shell, settings and language buttons: in the top bar, or in the navigation drawer. */
export const TopBarTools = ({ mode }: { mode: LayoutMode }) => (
  <>
    <LayoutModeToggle mode={mode} />
    <PanelBoundary name="vela.topBar.cloudShell" compact>
      <CloudShellButton />
    </PanelBoundary>
    <SettingsButton />
    <LanguageSwitch />
  </>
);
