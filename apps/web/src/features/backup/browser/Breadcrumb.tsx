import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format.ts';
import type { BrowserLevel, History } from '../model/browserHistory.ts';
import type { Translate } from '../model/schedule.ts';

/** The crumb text of a level. */
export function levelLabel(t: Translate, level: BrowserLevel): string {
  switch (level.kind) {
    case 'plans':
      return t('backup.browser.allPlans');
    case 'volumes':
    case 'folders':
      return level.plan.name;
    case 'revisions':
      return level.volume.volumeName;
    case 'mounted':
      return level.name || formatDateTime(level.revision.jobCompleted ?? level.revision.jobCreated);
    case 'content':
      return level.folder.name;
    case 'fileRevisions':
      return level.file.name;
    case 'search':
      return t('backup.browser.searchResults');
  }
}

/** "All plans › plan › … ›": every crumb but the last goes back to its level. */
export function BrowserBreadcrumb({ history, onGo }: { history: History; onGo: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label="breadcrumb">
      <Breadcrumbs separatorMargin={6}>
        {history.map((level, i) =>
          i === history.length - 1 ? (
            <Text key={i} size="sm" fw={600} aria-current="page">
              {levelLabel(t, level)}
            </Text>
          ) : (
            <Anchor key={i} size="sm" component="button" type="button" onClick={() => onGo(i)}>
              {levelLabel(t, level)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
