/** What the diff view takes: the two texts and their names as the user reads them. */
export interface YamlDiffProps {
  /** The left side: what is compared against (the revision). */
  original: string;
  /** The right side (the latest configuration, or what runs). */
  modified: string;
  /** Accessible name of the whole diff (translated already). */
  label: string;
  /** Names of the two sides (translated already). */
  originalLabel: string;
  modifiedLabel: string;
  height?: number | string;
}
