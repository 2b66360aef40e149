import '@mui/material/styles';

/** Colours of delivery states (workflow steps, distributions, clusters), shared by every status chip. */
export interface StatusPalette {
  succeeded: string;
  failed: string;
  /** In progress or needing attention: running, pending, warning. */
  running: string;
  /** No state yet or switched off: init, undeployed, disabled. */
  neutral: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    status: StatusPalette;
  }
  interface PaletteOptions {
    status?: StatusPalette;
  }
}
