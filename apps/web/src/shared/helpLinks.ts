/**
 * Where the app's "Learn more" links lead, in one place. Until the built-in help centre exists they
 * open sections of the project's README, which the web build ships beside the app as /README.html
 * (vite.config.ts), headings anchored as a Markdown renderer anchors them, so they work offline.
 */
export const HELP_LINKS = {
  restoringBackups: '/README.html#restoring-backups',
} as const;
