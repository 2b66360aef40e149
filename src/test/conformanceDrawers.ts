/**
 * The create and edit drawers the form-drawer conformance suite runs over
 * (src/common/kit/conformance/formDrawer.test.tsx): each opened from its list screen's address
 * (`#create`, `#edit/row-00`), with the values a user types that pass the form's own checks.
 */
export interface DrawerCase {
  /** The resource of the list screen (src/test/conformanceScreens.tsx) the drawer opens over. */
  resource: string;
  drawer: 'create' | 'edit';
  /** The drawer's title and its submit button, as catalog keys or texts. */
  titleKey: string;
  submitKey: string;
  /** Text inputs by label (catalog key or text), and what is typed in each. */
  fields: { labelKey: string; value: string }[];
}

export const drawerCases: DrawerCase[] = [
  {
    resource: 'users',
    drawer: 'create',
    titleKey: 'resources.users.action.new',
    submitKey: 'resources.users.action.create',
    fields: [
      { labelKey: 'resources.users.fields.name', value: 'carol' },
      { labelKey: 'resources.users.fields.password', value: 'Secret123' },
      { labelKey: 'resources.users.fields.email', value: 'carol@example.com' },
    ],
  },
  {
    resource: 'projects',
    drawer: 'create',
    titleKey: 'resources.projects.action.new',
    submitKey: 'ra.action.save',
    fields: [{ labelKey: 'resources.projects.fields.name', value: 'shop' }],
  },
  {
    resource: 'projects',
    drawer: 'edit',
    titleKey: 'resources.projects.action.editTitle',
    submitKey: 'ra.action.save',
    fields: [{ labelKey: 'resources.projects.fields.description', value: 'The shop' }],
  },
  {
    resource: 'releaseNotes',
    drawer: 'create',
    titleKey: 'New Release Note',
    submitKey: 'vela.kit.declared.create',
    fields: [
      { labelKey: 'Version', value: '1.2.0' },
      { labelKey: 'Title', value: 'Faster lists' },
    ],
  },
  {
    resource: 'users',
    drawer: 'edit',
    titleKey: 'resources.users.title.edit',
    submitKey: 'resources.users.action.update',
    fields: [{ labelKey: 'resources.users.fields.alias', value: 'Carol C' }],
  },
  {
    resource: 'clusters',
    drawer: 'edit',
    titleKey: 'resources.clusters.title.edit',
    submitKey: 'ra.action.save',
    fields: [{ labelKey: 'resources.clusters.fields.alias', value: 'Staging' }],
  },
  {
    resource: 'targets',
    drawer: 'edit',
    titleKey: 'Edit Target',
    submitKey: 'Save',
    fields: [{ labelKey: 'Alias', value: 'Staging' }],
  },
];
