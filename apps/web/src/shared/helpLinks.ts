/**
 * Where the app's "Learn more" links lead, in one place: the help-centre article labelled with
 * the topic (/help/topic/<label>), so the link stays right whichever article an administrator
 * labels. Where no article carries the label yet, that page offers the README section, which the
 * web build ships beside the app as /README.html (vite.config.ts), so it works offline.
 */
export const HELP_LINKS = {
  restoringBackups: '/help/topic/restoring-backups',
} as const;

/** The README section for each topic, headings anchored as a Markdown renderer anchors them. */
export const README_SECTIONS: Record<string, string> = {
  'restoring-backups': '/README.html#restoring-backups',
};
