// Drawer frames the features share: a module of its own, so a page that opens one loads nothing else.
export { ReadOnlyDrawer } from './ReadOnlyDrawer';
