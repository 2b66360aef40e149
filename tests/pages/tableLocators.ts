import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The table row that links to `name`. */
export const rowWithLink = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The table row with a cell reading `name`. */
export const rowWithCell = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

export const selectedTab = (page: Page, name: string) =>
  expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
